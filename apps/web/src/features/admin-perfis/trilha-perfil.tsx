import { formatarDataHora } from '@backoffice/domain/datas';
import type { PerfilAcessoLinha } from '@backoffice/domain/perfis-acesso';
import { Stack, Text } from '@mantine/core';

const ACOES: Record<string, string> = { criar: 'Criou', alterar: 'Alterou' };

/** A profile as the trail keeps it (name and codes); anything else is ignored. */
function retrato(v: unknown): { nm_perfil?: string; codigos: number[] } {
  if (!v || typeof v !== 'object') return { codigos: [] };
  const r = v as { nm_perfil?: unknown; codigos?: unknown };
  return {
    nm_perfil: typeof r.nm_perfil === 'string' ? r.nm_perfil : undefined,
    codigos: Array.isArray(r.codigos) ? r.codigos.filter((c): c is number => typeof c === 'number') : [],
  };
}

/** What changed between two snapshots of a profile, in words. */
export function mudancasPerfil(antes: unknown, depois: unknown): string[] {
  const a = retrato(antes);
  const d = retrato(depois);
  const linhas: string[] = [];
  if (antes === null || antes === undefined) {
    if (d.nm_perfil) linhas.push(`nome: ${d.nm_perfil}`);
    if (d.codigos.length) linhas.push(`códigos: ${d.codigos.join(', ')}`);
    return linhas;
  }
  if (a.nm_perfil !== d.nm_perfil) linhas.push(`nome: ${a.nm_perfil ?? '-'} → ${d.nm_perfil ?? '-'}`);
  const incluidos = d.codigos.filter((c) => !a.codigos.includes(c));
  const retirados = a.codigos.filter((c) => !d.codigos.includes(c));
  if (incluidos.length) linhas.push(`códigos incluídos: ${incluidos.join(', ')}`);
  if (retirados.length) linhas.push(`códigos retirados: ${retirados.join(', ')}`);
  if (linhas.length === 0) linhas.push('sem mudança');
  return linhas;
}

/** The administrative trail of a profile, newest first. */
export function TrilhaPerfil({ auditoria }: { auditoria: PerfilAcessoLinha['auditoria'] }) {
  if (auditoria.length === 0)
    return (
      <Text size="sm" c="dimmed">
        Nenhuma alteração registrada.
      </Text>
    );
  return (
    <Stack gap={6}>
      {auditoria.map((a) => (
        <div key={`${a.dt_alteracao}-${a.ds_acao}-${JSON.stringify(a.depois)}`}>
          <Text size="sm">
            <strong>{formatarDataHora(a.dt_alteracao)}</strong> · {a.nm_autor ?? 'sistema'} ·{' '}
            {ACOES[a.ds_acao] ?? a.ds_acao}
          </Text>
          {mudancasPerfil(a.antes, a.depois).map((m) => (
            <Text key={m} size="xs" c="dimmed" style={{ wordBreak: 'break-word' }}>
              {m}
            </Text>
          ))}
        </div>
      ))}
    </Stack>
  );
}
