export { vars } from './contract.css';
export { lightTheme } from '../themes/light/light.css';
