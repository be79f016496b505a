export {
  answerOrderSatisfaction,
  getOrderSatisfaction,
  staffOrderSatisfaction,
} from './answer.ts';
export { satisfactionReport } from './report.ts';
