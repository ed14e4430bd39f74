import { HttpError } from '../../../platform/errors';

/**
 * A refusal of the file: its message is a pt-BR text of MENSAGENS_IMPORTACAO. It is an HttpError
 * of status 400, so a route that lets it through answers it as such.
 */
export class ErroLeitura extends HttpError {
  constructor(mensagem: string) {
    super(400, mensagem);
    this.name = 'ErroLeitura';
  }
}

/** One row of the file: its number in the file (the header is 1) and its values, as texts. */
export interface LinhaLida {
  nr: number;
  valores: string[];
}

/**
 * Every row of a file, the header first, blank rows included (the reader skips them): what each
 * format gives to planilha.ts. Each call reads the file again from its start.
 */
export type FonteLinhas = () => AsyncGenerator<LinhaLida>;
