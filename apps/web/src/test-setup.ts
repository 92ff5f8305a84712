// Every web test runs as development does: responses are checked against the contract.
import { installResponseCheck } from '@/lib/response-check';

installResponseCheck();
