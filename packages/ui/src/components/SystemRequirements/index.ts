export {
  SystemRequirements,
  parseRequirement,
  systemRequirementsHeadingLevels,
  type SystemRequirement,
  type SystemRequirementsProps,
} from './SystemRequirements';
