import { CONTRATOS_PAGINAS_LEGADO as C } from '@backoffice/domain/contratos/paginas-legado';
import { formatarDataHora } from '@backoffice/domain/datas';
import {
  DESCRICAO_PAGINAS_LEGADO,
  MENSAGENS_PAGINAS_LEGADO as M,
  type ModoPagina,
  type PaginaLegado,
  type PaginaLegadoLinha,
  ROTULOS_MODO_PAGINA,
} from '@backoffice/domain/paginas-legado';
import {
  Alert,
  Anchor,
  Button,
  Code,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type ColunaLista, TabelaLista } from '../../components/lista/tabela-lista';
import { TrilhaAuditoria } from '../../components/trilha-auditoria/trilha-auditoria';
import { consulta, useAcao } from '../../lib/dados';

const ROTULOS_TRILHA = Object.fromEntries(
  Object.entries(DESCRICAO_PAGINAS_LEGADO).map(([p, d]) => [p, d.rotulo]),
) as Record<PaginaLegado, string>;

const OPCOES = (['N', 'L'] as const).map((m) => ({ value: m, label: ROTULOS_MODO_PAGINA[m] }));

/** A trail's snapshot ({ id_modo }) as the page's name and the mode in words. */
function emPalavras(pagina: string, v: unknown): Record<string, string> | null {
  const modo = (v as { id_modo?: string } | null)?.id_modo;
  return modo === 'N' || modo === 'L' ? { [pagina]: ROTULOS_MODO_PAGINA[modo] } : null;
}

/**
 * Administração › Páginas do site principal (only where LEGACY_SITE_URL is set): per page, the
 * product's native page or the legacy site's frame. Saved together; every change in the trail.
 */
export function AdminPaginasLegadoPage() {
  const q = useQuery(consulta(C.paginas, {}, M.erroCarregar));
  const [escolhas, setEscolhas] = useState<Partial<Record<PaginaLegado, ModoPagina>>>({});
  const salvar = useAcao(C.alterar, {
    sucesso: (r) => r.message,
    aoConcluir: () => setEscolhas({}),
  });
  const semSite = q.data !== undefined && q.data.URL_SITE_LEGADO === null;
  const modo = (p: PaginaLegadoLinha) => escolhas[p.cd_pagina] ?? p.id_modo;
  const alteradas = (q.data?.PAGINAS ?? []).filter((p) => modo(p) !== p.id_modo);

  const colunas: ColunaLista<PaginaLegadoLinha>[] = [
    {
      id: 'pagina',
      titulo: 'Página',
      celula: (p) => (
        <Stack gap={0}>
          <Text size="sm">{p.rotulo}</Text>
          <Text size="xs" c="gray.7">
            no site principal: <Code>{p.arquivo}</Code>
          </Text>
        </Stack>
      ),
    },
    {
      id: 'modo',
      titulo: 'Abre',
      celula: (p) => (
        <SegmentedControl
          aria-label={`Como abre ${p.rotulo}`}
          size="xs"
          data={OPCOES}
          value={modo(p)}
          disabled={semSite || salvar.isPending}
          onChange={(v) => setEscolhas((e) => ({ ...e, [p.cd_pagina]: v as ModoPagina }))}
        />
      ),
    },
    {
      id: 'alteracao',
      titulo: 'Última alteração',
      celula: (p) =>
        p.dt_alteracao ? `${formatarDataHora(p.dt_alteracao)} · ${p.nm_alterado_por ?? 'sistema'}` : '—',
    },
  ];

  return (
    <Stack gap="md" p="md">
      <Group justify="space-between">
        <Title order={2} size="h3">
          Páginas do site principal
        </Title>
        <Button
          leftSection={<IconDeviceFloppy size={16} aria-hidden />}
          disabled={semSite || alteradas.length === 0}
          loading={salvar.isPending}
          onClick={() =>
            salvar.mutate({
              corpo: { modos: Object.fromEntries(alteradas.map((p) => [p.cd_pagina, modo(p)])) },
            })
          }
        >
          Salvar
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        Estas páginas existem no produto e no site principal
        {q.data?.URL_SITE_LEGADO ? (
          <>
            {' '}
            (
            <Anchor href={q.data.URL_SITE_LEGADO} target="_blank" rel="noreferrer" size="sm">
              {q.data.URL_SITE_LEGADO}
            </Anchor>
            )
          </>
        ) : null}
        . Cada uma abre a página nativa, a menos que se escolha o frame do site principal. A escolha vale para
        todos os usuários assim que a configuração deles é lida de novo (ao entrar ou recarregar).
      </Text>
      {semSite && <Alert color="yellow">{M.siteNaoConfigurado}</Alert>}
      {q.isError && <Alert color="red">{M.erroCarregar}</Alert>}
      <TabelaLista
        rotulo="Páginas do site principal"
        colunas={colunas}
        linhas={q.data?.PAGINAS}
        carregando={q.isPending}
        chave={(p) => p.cd_pagina}
        paginacao={false}
        vazio="Nenhuma página."
      />
      <Paper withBorder p="md">
        <Title order={3} size="h5" mb="xs">
          Histórico
        </Title>
        <TrilhaAuditoria
          auditoria={(q.data?.auditoria ?? []).map((a) => ({
            ...a,
            antes: emPalavras(a.ds_chave, a.antes),
            depois: emPalavras(a.ds_chave, a.depois),
          }))}
          rotulos={ROTULOS_TRILHA}
        />
      </Paper>
    </Stack>
  );
}
