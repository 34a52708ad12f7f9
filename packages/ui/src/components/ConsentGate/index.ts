export {
  ConsentGate,
  defaultConsentGateLabels,
  type ConsentGateLabels,
  type ConsentGateProps,
} from './ConsentGate';
