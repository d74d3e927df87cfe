// The check address the render benchmarks print on their PDFs: every released PDF carries the verification
// footer (issue 23), so render figures are taken as released, with the longest QR a production code gets.
import { verificationUrl } from '../../shared/verification/code';

export const RELEASED_URL = verificationUrl('https://documentosprontos.com.br', 'ABCDE12345');
