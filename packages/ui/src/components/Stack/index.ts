export { Stack, spaceSteps, type Space, type StackProps } from './Stack';
