import type { AppDeps } from '../platform/deps';
import type { Executor, Tx } from './client';

/**
 * How the import (modules/importacao) hands its checked rows to the module that owns the records:
 * each kind's owner exports one writer through its entry.
 */

/**
 * A row the dry run found valid: its file row, natural key and normalised values; the values hold
 * only what the file's mapping fills (and what derives from it), so an update touches only those.
 */
export interface LinhaParaGravar {
  nr_linha: number;
  chave: string;
  dados: Record<string, unknown>;
}

export interface LoteImportacao {
  linhas: readonly LinhaParaGravar[];
  /** A record already in the base is updated (true) or skipped (false). */
  atualizar: boolean;
  cdImportacao: number;
  nomeArquivo: string;
  /** The administrator who started the import; null from the command line. */
  cdUsuario: number | null;
}

/** I inserted, U updated, S skipped (already in the base, or nothing to change). */
export interface ResultadoGravacao {
  nr_linha: number;
  resultado: 'I' | 'U' | 'S';
  cd_registro: number | null;
}

/** A row of the dry run, which a writer's check may change (drop a value, add a warning). */
export interface LinhaConferida {
  nr: number;
  status: 'V' | 'A' | 'E';
  chave: string | null;
  mensagens: string[];
  dados: Record<string, unknown>;
}

/** Where a writer tells what went wrong without stopping the import (an e-mail not sent). */
export interface RegistroImportacao {
  warn(dados: object, mensagem: string): void;
}

/** What a writer gets once the import has ended. */
export interface ImportacaoConcluida {
  deps: Pick<AppDeps, 'db' | 'config' | 'mensageria'>;
  cdImportacao: number;
  /** The administrator who started the import; null from the command line. */
  cdUsuario: number | null;
  log: RegistroImportacao;
}

export interface GravadorImportacao {
  /** The keys of the list already in the base (the dry run says what will be updated or skipped). */
  existentes(ex: Executor, chaves: readonly string[]): Promise<Set<string>>;
  /**
   * The checks of a batch that need the base or the rows before it (`memoria`, kept for the whole
   * dry run): a value that must be unique and is another record's, say.
   */
  conferir?(ex: Executor, linhas: LinhaConferida[], memoria: Map<string, number>): Promise<void>;
  /** Writes a batch in the caller's transaction; one result per row, in the batch's order. */
  gravar(tx: Tx, lote: LoteImportacao): Promise<ResultadoGravacao[]>;
  /**
   * Once the import has ended (fresh statistics of the tables written, the new users' e-mails): what
   * fails here is logged and does not undo the import.
   */
  aoConcluir?(fim: ImportacaoConcluida): Promise<void>;
}
