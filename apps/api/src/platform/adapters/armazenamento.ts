import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Where the candidates' files go (photos, disability reports): a directory under DATA_DIR
 * (ArmazenamentoLocal) or an S3-compatible bucket (ArmazenamentoS3, armazenamento-s3.ts), chosen by
 * ARMAZENAMENTO_ADAPTER. Keys are made by the server ('fotos/123/uuid.jpg'), never taken from the client.
 */
export interface Armazenamento {
  gravar(chave: string, dados: Uint8Array): Promise<void>;
  ler(chave: string): Promise<Buffer | null>;
  apagar(chave: string): Promise<void>;
}

export const CHAVE_ARQUIVO = /^[a-z]+\/\d+\/[0-9a-f-]{36}\.(png|jpg|pdf|doc|docx)$/;

export class ArmazenamentoLocal implements Armazenamento {
  constructor(private readonly raiz: string) {}

  private caminho(chave: string): string {
    if (!CHAVE_ARQUIVO.test(chave)) throw new Error('chave de arquivo inválida');
    return path.join(this.raiz, chave);
  }

  async gravar(chave: string, dados: Uint8Array): Promise<void> {
    const c = this.caminho(chave);
    await fs.mkdir(path.dirname(c), { recursive: true });
    await fs.writeFile(c, dados);
  }

  async ler(chave: string): Promise<Buffer | null> {
    try {
      return await fs.readFile(this.caminho(chave));
    } catch {
      return null;
    }
  }

  async apagar(chave: string): Promise<void> {
    await fs.rm(this.caminho(chave), { force: true });
  }
}

/** The file types the product takes, told by their first bytes (never by the name). */
export type TipoArquivo = 'png' | 'jpg' | 'pdf' | 'doc' | 'docx';

export const CONTENT_TYPE: Record<TipoArquivo, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

export function tipoDoConteudo(b: Uint8Array): TipoArquivo | null {
  const comeca = (...bytes: number[]) => bytes.every((x, i) => b[i] === x);
  if (comeca(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (comeca(0xff, 0xd8, 0xff)) return 'jpg';
  if (comeca(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'pdf';
  if (comeca(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1)) return 'doc';
  // a Word document is a ZIP holding word/document.xml
  if (comeca(0x50, 0x4b, 0x03, 0x04) && Buffer.from(b).includes('word/')) return 'docx';
  return null;
}

/** A new key for a candidate's file of a kind ('fotos', 'laudos'). */
export function novaChave(pasta: 'fotos' | 'laudos', cdPessoa: number, tipo: TipoArquivo): string {
  return `${pasta}/${cdPessoa}/${randomUUID()}.${tipo}`;
}
