export { Stepper, stepState, type StepperProps, type StepState } from './Stepper';
