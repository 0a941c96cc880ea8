export { detectDevice, readDeviceSignals, type DeviceInfo, type DeviceSignals } from './device';
