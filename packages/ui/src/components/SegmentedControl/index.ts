export {
  SegmentedControl,
  segmentTones,
  type Segment,
  type SegmentedControlProps,
} from './SegmentedControl';
