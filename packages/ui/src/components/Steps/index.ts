export { Steps, stepsHeadingLevels, type Step, type StepsProps } from './Steps';
