export { Button, buttonSizes, buttonTones, type ButtonProps } from './Button';
