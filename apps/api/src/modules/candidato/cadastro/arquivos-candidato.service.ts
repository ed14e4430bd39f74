import path from 'node:path';
import type { UsuarioSessao } from '@backoffice/domain/auth';
import { LIMITES_CADASTRO as L, MENSAGENS_CADASTRO as M } from '@backoffice/domain/candidato-cadastro';
import { sql } from 'drizzle-orm';
import type { Config } from '../../../config';
import { linhas } from '../../../db/client';
import {
  type Armazenamento,
  ArmazenamentoLocal,
  CONTENT_TYPE,
  novaChave,
  type TipoArquivo,
  tipoDoConteudo,
} from '../../../platform/adapters/armazenamento';
import { ArmazenamentoS3 } from '../../../platform/adapters/armazenamento-s3';
import type { AppDeps } from '../../../platform/deps';
import { badRequest, HttpError, notFound } from '../../../platform/errors';
import { normalizarFoto } from './normalizar-foto';

const porConfig = new WeakMap<Config, Armazenamento>();

/**
 * The storage of the candidates' files the configuration chooses: a directory under DATA_DIR or an
 * S3-compatible bucket (one client per configuration, kept).
 */
export function armazenamentoDe(deps: AppDeps): Armazenamento {
  const c = deps.config;
  let arm = porConfig.get(c);
  if (!arm) {
    arm =
      c.ARMAZENAMENTO_ADAPTER === 's3'
        ? new ArmazenamentoS3({
            endpoint: c.S3_ENDPOINT,
            bucket: c.S3_BUCKET as string,
            region: c.S3_REGION,
            credentials:
              c.S3_ACCESS_KEY_ID && c.S3_SECRET_ACCESS_KEY
                ? { accessKeyId: c.S3_ACCESS_KEY_ID, secretAccessKey: c.S3_SECRET_ACCESS_KEY }
                : undefined,
            forcePathStyle: c.S3_FORCE_PATH_STYLE,
          })
        : new ArmazenamentoLocal(path.join(c.dataDir, 'arquivos'));
    porConfig.set(c, arm);
  }
  return arm;
}

const TIPOS_FOTO: readonly TipoArquivo[] = ['png', 'jpg'];
const TIPOS_LAUDO: readonly TipoArquivo[] = ['doc', 'docx', 'pdf', 'jpg', 'png'];

/** A report file checked by its bytes: at most 5 MB, one of the accepted types. */
export function conferirLaudo(b: Uint8Array): TipoArquivo {
  if (b.byteLength > L.laudoMaxBytes) throw badRequest(M.laudoTamanho);
  const tipo = tipoDoConteudo(b);
  if (!tipo || !TIPOS_LAUDO.includes(tipo)) throw badRequest(M.laudoTipo);
  return tipo;
}

/**
 * POST candidato/update-profile-picture/{id}: the image (png or jpg by its bytes, at most 3 MB,
 * re-encoded without metadata by normalizarFoto) is stored, the candidate points at it and the
 * previous one is removed after the commit; a failed write leaves no file behind.
 */
export function atualizarFoto(
  deps: AppDeps,
  usuario: UsuarioSessao,
  cd: number,
  imagem: Uint8Array | undefined,
): Promise<{ status: 1; message: string; DS_FOTO_CANDIDATO: string }> {
  return gravarFoto(deps, usuario.cd_sip, cd, imagem);
}

/**
 * The photo's checks and save, by a user (alteradoPor) or by the candidate in the portal (null):
 * the same bytes check, size and storage as the editor's. What is stored is the picture decoded and
 * encoded again (normalizar-foto.ts): upright, at most 1024 px on its longest side, with no EXIF
 * (GPS position, camera), XMP, IPTC or ICC data. A file that does not decode as a PNG or JPEG image
 * is refused as an invalid type, one declaring too many pixels by its resolution; neither writes.
 */
export async function gravarFoto(
  deps: AppDeps,
  alteradoPor: number | null,
  cd: number,
  imagem: Uint8Array | undefined,
): Promise<{ status: 1; message: string; DS_FOTO_CANDIDATO: string }> {
  if (!imagem || imagem.byteLength === 0) throw badRequest(M.fotoAusente);
  if (imagem.byteLength > L.fotoMaxBytes) throw badRequest(M.fotoTamanho);
  const tipo = tipoDoConteudo(imagem);
  if (!tipo || !TIPOS_FOTO.includes(tipo)) throw badRequest(M.fotoTipo);
  const foto = await normalizarFoto(imagem);
  if (!foto.ok) throw badRequest(foto.motivo === 'pixels' ? M.fotoDimensoes : M.fotoTipo);
  const arm = armazenamentoDe(deps);
  const chave = novaChave('fotos', cd, foto.tipo);
  await arm.gravar(chave, foto.dados);
  let anterior: string | null = null;
  try {
    await deps.db.transaction(async (tx) => {
      const [c] = linhas<{ ds_foto_candidato: string | null }>(
        await tx.execute(sql`SELECT ds_foto_candidato FROM candidato WHERE cd_pessoa = ${cd} FOR UPDATE`),
      );
      if (!c) throw notFound(M.candidatoNaoEncontrado);
      anterior = c.ds_foto_candidato;
      await tx.execute(
        sql`UPDATE candidato SET ds_foto_candidato = ${chave}, alterado_em = now(), alterado_por = ${alteradoPor}
             WHERE cd_pessoa = ${cd}`,
      );
    });
  } catch (e) {
    await arm.apagar(chave);
    throw e;
  }
  if (anterior) await arm.apagar(anterior).catch(() => {});
  return { status: 1, message: M.fotoAtualizada, DS_FOTO_CANDIDATO: chave };
}

/** POST candidato/remove-profile-picture/{id}. */
export async function removerFoto(deps: AppDeps, usuario: UsuarioSessao, cd: number) {
  const anterior = await deps.db.transaction(async (tx) => {
    const [c] = linhas<{ ds_foto_candidato: string | null }>(
      await tx.execute(sql`SELECT ds_foto_candidato FROM candidato WHERE cd_pessoa = ${cd} FOR UPDATE`),
    );
    if (!c) throw notFound(M.candidatoNaoEncontrado);
    await tx.execute(
      sql`UPDATE candidato SET ds_foto_candidato = NULL, alterado_em = now(), alterado_por = ${usuario.cd_sip}
           WHERE cd_pessoa = ${cd}`,
    );
    return c.ds_foto_candidato;
  });
  if (anterior)
    await armazenamentoDe(deps)
      .apagar(anterior)
      .catch(() => {});
  return { status: 1 as const, message: M.fotoRemovida };
}

/** A stored file's bytes and type; 404 when the candidate or record has none. */
export async function lerArquivo(
  deps: AppDeps,
  q: 'foto' | 'laudo',
  id: number,
): Promise<{ dados: Buffer; tipo: string }> {
  const [r] = linhas<{ chave: string | null }>(
    await deps.db.execute(
      q === 'foto'
        ? sql`SELECT ds_foto_candidato AS chave FROM candidato WHERE cd_pessoa = ${id}`
        : sql`SELECT ds_caminho_laudo AS chave FROM candidato_deficiencia WHERE id_cid_candidato = ${id}`,
    ),
  );
  if (!r?.chave) throw notFound(q === 'foto' ? M.fotoNaoEncontrada : M.laudoNaoEncontrado);
  const dados = await armazenamentoDe(deps).ler(r.chave);
  if (!dados) throw notFound(q === 'foto' ? M.fotoNaoEncontrada : M.laudoNaoEncontrado);
  const tipo = tipoDoConteudo(dados);
  if (!tipo) throw new HttpError(500, M.inesperado);
  return { dados, tipo: CONTENT_TYPE[tipo] };
}
