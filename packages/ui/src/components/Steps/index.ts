export { Steps, stepsHeadingLevels, type Step, type StepLink, type StepsProps } from './Steps';
