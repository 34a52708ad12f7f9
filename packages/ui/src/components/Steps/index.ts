export { Steps, type Step, type StepsProps } from './Steps';
