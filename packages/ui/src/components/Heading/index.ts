export {
  Heading,
  headingLevels,
  headingSizes,
  type HeadingLevel,
  type HeadingProps,
  type HeadingSize,
} from './Heading';
