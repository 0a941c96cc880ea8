export { LotteryWheel, type LotteryWheelProps } from './LotteryWheel';
export { landingRotation, segmentAt } from './wheelMath';
