export {
  SystemRequirements,
  parseRequirement,
  type SystemRequirement,
  type SystemRequirementsProps,
} from './SystemRequirements';
