import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { type Armazenamento, CHAVE_ARQUIVO, CONTENT_TYPE, tipoDoConteudo } from './armazenamento';

export interface OpcoesS3 {
  /** The server's address (MinIO, Ceph, s3rver...); omitted, AWS's own for the region. */
  endpoint?: string;
  bucket: string;
  region: string;
  /** Omitted: the SDK's own chain (its environment variables, the instance's role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** bucket in the path (http://host/bucket/key) rather than in the host name: most non-AWS servers. */
  forcePathStyle: boolean;
}

function conferir(chave: string): string {
  if (!CHAVE_ARQUIVO.test(chave)) throw new Error('chave de arquivo inválida');
  return chave;
}

/** The files in an S3-compatible bucket, one object per key (the same keys as the local directory). */
export class ArmazenamentoS3 implements Armazenamento {
  private readonly s3: S3Client;
  private readonly bucket: string;

  constructor(opcoes: OpcoesS3) {
    this.bucket = opcoes.bucket;
    this.s3 = new S3Client({
      endpoint: opcoes.endpoint,
      region: opcoes.region,
      forcePathStyle: opcoes.forcePathStyle,
      credentials: opcoes.credentials,
    });
  }

  async gravar(chave: string, dados: Uint8Array): Promise<void> {
    const tipo = tipoDoConteudo(dados);
    await this.s3.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: conferir(chave),
        Body: dados,
        ContentLength: dados.byteLength,
        ContentType: tipo ? CONTENT_TYPE[tipo] : 'application/octet-stream',
      }),
    );
  }

  async ler(chave: string): Promise<Buffer | null> {
    try {
      const r = await this.s3.send(new GetObjectCommand({ Bucket: this.bucket, Key: conferir(chave) }));
      if (!r.Body) return null;
      return Buffer.from(await r.Body.transformToByteArray());
    } catch (e) {
      if (e instanceof NoSuchKey) return null;
      if (e instanceof S3ServiceException && e.$metadata.httpStatusCode === 404) return null;
      throw e;
    }
  }

  async apagar(chave: string): Promise<void> {
    // deleting a key that is not there is not an error in S3
    await this.s3.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: conferir(chave) }));
  }

  fechar(): void {
    this.s3.destroy();
  }
}
