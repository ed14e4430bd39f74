// What other modules may use of the messaging module; everything else in mensageria/ is its own.

export { enviarEmailAoCandidato } from './email-avulso.service';
