export {
  brokerUrlFor,
  createStompConnection,
  type ConnectOptions,
  type CreateStompClient,
  type MessageListener,
  type StompClientLike,
  type StompConnection,
} from './stompConnection';
