import { type ClienteDados, MENSAGENS_CLIENTES as M } from '@backoffice/domain/clientes';
import { formatarCpfCnpj } from '@backoffice/domain/formatacao';
import { Alert, Badge, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { type ReactNode, useContext, useState } from 'react';
import { EmptyState, LoadingState } from '../../components/controls/list-states';
import { ApiError } from '../../lib/api-client';
import { usePermissao, useUsuario } from '../../lib/sessao';
import type { ParametrosAba } from '../../lib/tab-url';
import { AbaAtualContext, useTabs } from '../../lib/tabs';
import { useCliente, useUnidades } from './api-clientes';
import { CargosTab, type OpcaoUnidade } from './cargos-tab';
import { CentrosCustoTab } from './centros-custo-tab';
import { ClienteForm } from './cliente-form';
import { ContatosTab } from './contatos-tab';
import { ParecerClienteCard } from './parecer-cliente-card';
import { TiposProcessoTab } from './tipos-processo-tab';

/** Opens a client's page in its tab (the list's rows, the duplicate refusal's link, a new client saved). */
export function useAbrirCliente() {
  const { abrir } = useTabs();
  return (c: { cd_pessoa: number; cd_empresa: number; nm_pessoa: string }) =>
    abrir(
      'DadosCliente',
      { cdPessoa: c.cd_pessoa, cdEmpresa: c.cd_empresa },
      { titulo: `Cliente - ${c.nm_pessoa}` },
    );
}

function NovoCliente() {
  const abrirCliente = useAbrirCliente();
  const aba = useContext(AbaAtualContext);
  return (
    <Stack gap="md" p="md">
      <Title order={2} size="h3">
        Novo cliente
      </Title>
      <ClienteForm
        cliente={null}
        aoAbrirCliente={abrirCliente}
        aoSalvar={(r, nome) => {
          abrirCliente({ cd_pessoa: r.cd_pessoa, cd_empresa: r.cd_empresa, nm_pessoa: nome });
          aba?.fechar();
        }}
      />
    </Stack>
  );
}

function Cabecalho({ c }: { c: ClienteDados }) {
  const documento = c.id_tipo_pessoa === 'F' ? c.nr_documento_cpf : c.nr_documento_cnpj;
  return (
    <Stack gap={2}>
      <Group gap="sm">
        <Title order={2} size="h3">
          {c.nm_apelido ?? c.nm_pessoa}
        </Title>
        {c.id_ativo !== 'S' && (
          <Badge color="gray" variant="light">
            Inativo
          </Badge>
        )}
      </Group>
      <Text size="sm" c="gray.7">
        {[c.nm_apelido ? c.nm_pessoa : null, documento ? formatarCpfCnpj(documento) : null, c.nm_empresa]
          .filter(Boolean)
          .join(' · ')}
      </Text>
    </Stack>
  );
}

/** What the shell adds to a client's page from other screens (composed in app/). */
export interface ExtrasCliente {
  /** Cards above the tabs. */
  cartoes?: (cdPessoa: number) => ReactNode;
  /** Tabs after the client's own. */
  abas?: readonly { valor: string; rotulo: string; conteudo: (cdPessoa: number) => ReactNode }[];
}

function ClienteExistente({ cdPessoa, extras }: { cdPessoa: number; extras?: ExtrasCliente }) {
  const q = useCliente(cdPessoa);
  const abrirCliente = useAbrirCliente();
  const usuario = useUsuario();
  const unidades = useUnidades(usuario?.cd_sip ?? null);
  const podeEditar = usePermissao('clientes');
  const [aba, setAba] = useState<string | null>('dados');
  if (q.isPending) return <LoadingState />;
  if (q.isError || !q.data) {
    const naoExiste = q.error instanceof ApiError && q.error.status === 404;
    return naoExiste ? (
      <EmptyState text={M.naoEncontrado} />
    ) : (
      <Alert color="red" m="md">
        {M.erroCarregarCliente}
      </Alert>
    );
  }
  const c = q.data;
  const opcoesUnidade: OpcaoUnidade[] = (unidades.data ?? []).map((u) => ({
    value: String(u.CD_EMPRESA),
    label: `${u.CD_EMPRESA} - ${u.NM_EMPRESA}`,
  }));
  if (!opcoesUnidade.some((o) => o.value === String(c.cd_empresa)))
    opcoesUnidade.push({ value: String(c.cd_empresa), label: `${c.cd_empresa} - ${c.nm_empresa ?? ''}` });
  const ro = !podeEditar;
  return (
    <Stack gap="md" p="md">
      <Cabecalho c={c} />
      {ro && (
        <Text size="sm" c="gray.7">
          Somente leitura: o cadastro de clientes é da seleção.
        </Text>
      )}
      <ParecerClienteCard cdPessoa={cdPessoa} />
      {extras?.cartoes?.(cdPessoa)}
      <Tabs value={aba} onChange={setAba} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="dados">Dados</Tabs.Tab>
          <Tabs.Tab value="contatos">Contatos</Tabs.Tab>
          <Tabs.Tab value="cargos">Cargos</Tabs.Tab>
          <Tabs.Tab value="centros">Centros de custo</Tabs.Tab>
          <Tabs.Tab value="tipos">Tipos de processo</Tabs.Tab>
          {extras?.abas?.map((a) => (
            <Tabs.Tab key={a.valor} value={a.valor}>
              {a.rotulo}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="dados" pt="md">
          <ClienteForm key={c.alterado_em} cliente={c} somenteLeitura={ro} aoAbrirCliente={abrirCliente} />
        </Tabs.Panel>
        <Tabs.Panel value="contatos" pt="md">
          <ContatosTab cdCliente={cdPessoa} somenteLeitura={ro} />
        </Tabs.Panel>
        <Tabs.Panel value="cargos" pt="md">
          <CargosTab
            cdCliente={cdPessoa}
            unidade={c.cd_empresa}
            unidades={opcoesUnidade}
            somenteLeitura={ro}
          />
        </Tabs.Panel>
        <Tabs.Panel value="centros" pt="md">
          <CentrosCustoTab
            cdCliente={cdPessoa}
            unidade={c.cd_empresa}
            unidades={opcoesUnidade}
            somenteLeitura={ro}
          />
        </Tabs.Panel>
        <Tabs.Panel value="tipos" pt="md">
          <TiposProcessoTab cdCliente={cdPessoa} somenteLeitura={ro} />
        </Tabs.Panel>
        {extras?.abas?.map((a) => (
          <Tabs.Panel key={a.valor} value={a.valor} pt="md">
            {a.conteudo(cdPessoa)}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}

/**
 * Tab 'DadosCliente' (params cdPessoa, cdEmpresa): the client's page — its data, contacts, positions,
 * cost centres and process types; without cdPessoa, a new client. The client card's 'DADOS DO
 * CLIENTE' and the client list open it.
 */
export function ClientePage({ params, extras }: { params: ParametrosAba; extras?: ExtrasCliente }) {
  if (!params.cdPessoa) return <NovoCliente />;
  const cd = Number(params.cdPessoa);
  if (!Number.isInteger(cd) || cd <= 0) return <EmptyState text={M.naoEncontrado} />;
  return <ClienteExistente key={cd} cdPessoa={cd} extras={extras} />;
}
