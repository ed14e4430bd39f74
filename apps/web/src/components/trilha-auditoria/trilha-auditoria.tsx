import type { registroAuditoria } from '@backoffice/domain/administracao';
import { formatarDataHora } from '@backoffice/domain/datas';
import { Stack, Text } from '@mantine/core';
import type { z } from 'zod';

/** What each administrative action is called in a trail (auditoria_admin.ds_acao). */
const ACOES: Record<string, string> = {
  criar: 'Criou',
  alterar: 'Alterou',
  desativar: 'Desativou',
  reativar: 'Reativou',
  'redefinir-senha': 'Redefiniu a senha',
  'redefinir-senha-link': 'Enviou o link de redefinição de senha',
  'link-primeiro-acesso': 'Enviou o link para criar a senha',
  desbloquear: 'Desbloqueou o login',
  'transferir-vagas': 'Transferiu as vagas abertas',
};

const vazio = (v: unknown) =>
  v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);

/** A recorded value in words: 'S'/'N' as Sim/Não, lists joined, nothing as '—'. */
export function valorAuditoria(v: unknown): string {
  if (vazio(v)) return '—';
  if (v === 'S' || v === true) return 'Sim';
  if (v === 'N' || v === false) return 'Não';
  if (Array.isArray(v)) return v.map(valorAuditoria).join(', ');
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}

const igual = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * What changed between two snapshots, one line per field in the order of the later one: on a creation
 * the fields given, on a change 'Campo: antes → depois' (a list says what came in and what went out).
 */
export function mudancasAuditoria(
  antes: unknown,
  depois: unknown,
  rotulos: Readonly<Record<string, string>>,
): string[] {
  if (!depois || typeof depois !== 'object') return [];
  const d = depois as Record<string, unknown>;
  const rotulo = (k: string) => rotulos[k] ?? k;
  if (!antes || typeof antes !== 'object')
    return Object.keys(d)
      .filter((k) => !vazio(d[k]))
      .map((k) => `${rotulo(k)}: ${valorAuditoria(d[k])}`);
  const a = antes as Record<string, unknown>;
  return Object.keys(d)
    .filter((k) => !igual(a[k], d[k]))
    .map((k) => {
      const x = a[k];
      const y = d[k];
      if (Array.isArray(x) && Array.isArray(y)) {
        const entrou = y.filter((v) => !x.some((w) => igual(v, w)));
        const saiu = x.filter((v) => !y.some((w) => igual(v, w)));
        const partes = [
          entrou.length ? `incluídos ${valorAuditoria(entrou)}` : '',
          saiu.length ? `retirados ${valorAuditoria(saiu)}` : '',
        ].filter(Boolean);
        return `${rotulo(k)}: ${partes.join('; ') || 'mesma lista em outra ordem'}`;
      }
      return `${rotulo(k)}: ${valorAuditoria(x)} → ${valorAuditoria(y)}`;
    });
}

export type RegistroTrilha = z.infer<typeof registroAuditoria>;

/** The administrative trail of a record (user, unit, profile), newest first. */
export function TrilhaAuditoria({
  auditoria,
  rotulos,
}: {
  auditoria: readonly RegistroTrilha[];
  /** The field names of the record's snapshots in words. */
  rotulos: Readonly<Record<string, string>>;
}) {
  if (auditoria.length === 0)
    return (
      <Text size="sm" c="dimmed">
        Nenhuma alteração registrada.
      </Text>
    );
  return (
    <Stack gap={6}>
      {auditoria.map((a) => (
        <div key={a.id}>
          <Text size="sm">
            <strong>{formatarDataHora(a.dt_alteracao)}</strong> · {a.nm_autor ?? 'sistema'} ·{' '}
            {ACOES[a.ds_acao] ?? a.ds_acao}
          </Text>
          {mudancasAuditoria(a.antes, a.depois, rotulos).map((m) => (
            <Text key={m} size="xs" c="dimmed" style={{ wordBreak: 'break-word' }}>
              {m}
            </Text>
          ))}
        </div>
      ))}
    </Stack>
  );
}
