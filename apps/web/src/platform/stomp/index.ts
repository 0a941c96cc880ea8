export {
  brokerUrlFor,
  createStompConnection,
  type ConnectOptions,
  type CreateStompClient,
  type StompClientLike,
  type StompConnection,
} from './stompConnection';
