import {
  type ClienteResumoResposta,
  type ContatoResumo,
  MENSAGENS_CLIENTE_RESUMO as M,
  nomeEstadoCivil,
  ROTULOS_TIPO_TELEFONE,
  type TelefoneResumo,
  tipoTelefone,
} from '@backoffice/domain/cliente-resumo';
import { CONTRATOS_CLIENTE as C } from '@backoffice/domain/contratos/cliente';
import { LIMITES_CONTROLES } from '@backoffice/domain/controles';
import { formatarData } from '@backoffice/domain/datas';
import { formatarLinhaEndereco } from '@backoffice/domain/endereco-formato';
import { formatarCep, formatarTelefone } from '@backoffice/domain/formatacao';
import { Alert, Button, Divider, HoverCard, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { consulta } from '../../lib/dados';
import { useTabs } from '../../lib/tabs';
import { LoadingState } from '../controls/list-states';
import classes from './cliente-card.module.css';

/** Query of a client's summary (shared by every card of the same client). */
export function consultaClienteResumido(cdPessoa: number, cdEmpresa: number) {
  return {
    ...consulta(C.dadosResumidos, { params: { cd_pessoa: cdPessoa, cd_empresa: cdEmpresa } }, M.falha),
    staleTime: 5 * 60_000,
  };
}

function Linha({ rotulo, children }: { rotulo: string; children: ReactNode }) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <Text size="sm">
      <Text span size="xs" c="gray.7" fw={500}>
        {rotulo}:{' '}
      </Text>
      {children}
    </Text>
  );
}

function telefoneTexto(t: TelefoneResumo): string {
  return `${formatarTelefone(t.NR_TELEFONE)}${t.NR_RAMAL ? ` ramal ${t.NR_RAMAL}` : ''}`;
}

/** The phone shown for the client: a main one ('11' or '2'), else a mobile ('5'), else the first. */
function telefonePrincipal(telefones: readonly TelefoneResumo[]): TelefoneResumo | undefined {
  return (
    telefones.find((t) => tipoTelefone(t.CD_TIPO_TELEFONE) === 'principal') ??
    telefones.find((t) => tipoTelefone(t.CD_TIPO_TELEFONE) === 'celular') ??
    telefones[0]
  );
}

/** A contact's details (spec 001 §3): position, sex, birth date, marital status, e-mail, phones by type. */
function DetalheContato({ c }: { c: ContatoResumo }) {
  return (
    <Paper withBorder p="xs" mt={4} data-testid="detalhe-contato">
      <Text size="sm" fw={600}>
        {c.NM_PESSOA}
      </Text>
      <Linha rotulo="Cargo">{c.NM_CARGO}</Linha>
      <Linha rotulo="Sexo">{c.NM_SEXO}</Linha>
      <Linha rotulo="Nascimento">{c.DT_NASCIMENTO ? formatarData(c.DT_NASCIMENTO) : null}</Linha>
      <Linha rotulo="Estado civil">{nomeEstadoCivil(c.ID_ESTADO_CIVIL)}</Linha>
      <Linha rotulo="E-mail">{c.DS_EMAIL}</Linha>
      {c.TELEFONES.map((t) => (
        <Linha
          key={`${t.CD_TIPO_TELEFONE}-${t.NR_TELEFONE}`}
          rotulo={ROTULOS_TIPO_TELEFONE[tipoTelefone(t.CD_TIPO_TELEFONE)]}
        >
          {telefoneTexto(t)}
        </Linha>
      ))}
    </Paper>
  );
}

/** What the card shows of a loaded summary. */
export function ConteudoCartaoCliente({
  dados,
  aoAbrirDados,
}: {
  dados: ClienteResumoResposta;
  aoAbrirDados: () => void;
}) {
  const c = dados.CLIENTE;
  const [contato, setContato] = useState<number | null>(null);
  const endereco = formatarLinhaEndereco({
    tipoLogradouro: c.CD_TIPO_LOGRADOURO,
    logradouro: c.NM_CEP,
    numero: c.NR_ENDERECO,
    complemento: c.DS_COMPLEMENTO,
  });
  const telefone = telefonePrincipal(c.TELEFONES);
  const escolhido = dados.CONTATO.find((k) => k.CD_PESSOA === contato);
  return (
    <Stack gap={4}>
      <Text fw={700}>{c.NM_APELIDO ?? c.NM_RAZAO_SOCIAL}</Text>
      {c.NM_APELIDO && (
        <Text size="xs" c="gray.7">
          {c.NM_RAZAO_SOCIAL}
        </Text>
      )}
      <Linha rotulo="Endereço">{endereco}</Linha>
      <Linha rotulo="Bairro">
        {[c.NM_BAIRRO, c.NM_REGIAO && `região ${c.NM_REGIAO}`].filter(Boolean).join(' - ')}
      </Linha>
      <Linha rotulo="Cidade">
        {[c.NM_CIDADE, c.CD_UF].filter(Boolean).join('/')}
        {c.CD_CEP ? ` - CEP ${formatarCep(c.CD_CEP)}` : ''}
      </Linha>
      <Linha rotulo="Telefone">{telefone ? telefoneTexto(telefone) : null}</Linha>
      <Linha rotulo="E-mail">{c.DS_EMAIL}</Linha>
      <Linha rotulo="Comercial">{c.NM_PESSOA}</Linha>
      <Divider label="Contatos" labelPosition="left" my={4} />
      {dados.CONTATO.length === 0 ? (
        <Text size="sm" c="gray.7">
          {M.semContatos}
        </Text>
      ) : (
        <ul className={classes.contatos} aria-label="Contatos do cliente">
          {dados.CONTATO.map((k) => (
            <li key={k.CD_PESSOA}>
              {/* hover (or focus) shows the contact's details under the list */}
              <UnstyledButton
                className={classes.contato}
                onMouseEnter={() => setContato(k.CD_PESSOA)}
                onFocus={() => setContato(k.CD_PESSOA)}
                onClick={() => setContato(k.CD_PESSOA)}
                aria-expanded={contato === k.CD_PESSOA}
              >
                <Text size="sm" span fw={contato === k.CD_PESSOA ? 600 : undefined}>
                  {k.NM_PESSOA}
                </Text>
                {k.NM_CARGO && (
                  <Text size="xs" span c="gray.7">
                    {` - ${k.NM_CARGO}`}
                  </Text>
                )}
              </UnstyledButton>
            </li>
          ))}
        </ul>
      )}
      {escolhido && <DetalheContato c={escolhido} />}
      <Button
        mt="xs"
        size="xs"
        variant="light"
        leftSection={<IconExternalLink size={14} aria-hidden />}
        onClick={aoAbrirDados}
      >
        {M.botaoDados}
      </Button>
    </Stack>
  );
}

function CartaoCarregado({ cdPessoa, cdEmpresa }: { cdPessoa: number; cdEmpresa: number }) {
  const tabs = useTabs();
  const q = useQuery(consultaClienteResumido(cdPessoa, cdEmpresa));
  if (q.isPending) return <LoadingState />;
  if (q.isError || !q.data) {
    return (
      <Alert color="red" variant="light" p="xs">
        {M.falha}
      </Alert>
    );
  }
  const nome = q.data.CLIENTE.NM_APELIDO ?? q.data.CLIENTE.NM_RAZAO_SOCIAL;
  return (
    <ConteudoCartaoCliente
      dados={q.data}
      aoAbrirDados={() =>
        tabs.abrir('DadosCliente', { cdPessoa, cdEmpresa }, { titulo: `Cliente - ${nome}` })
      }
    />
  );
}

export interface CartaoClienteProps {
  cdPessoa: number;
  cdEmpresa: number;
  /** What the pointer rests on (the client's name). */
  children: ReactNode;
}

/**
 * The client summary card (spec 001 §2.16): opens after the pointer rests 1 s on the client and
 * loads then; 'DADOS DO CLIENTE' opens the client's registration page in a tab.
 */
export function CartaoCliente({ cdPessoa, cdEmpresa, children }: CartaoClienteProps) {
  const [aberto, setAberto] = useState(false);
  return (
    <HoverCard
      openDelay={LIMITES_CONTROLES.atrasoPreviaMs}
      closeDelay={200}
      width={360}
      shadow="md"
      position="bottom-start"
      withinPortal
      onOpen={() => setAberto(true)}
    >
      <HoverCard.Target>{children}</HoverCard.Target>
      <HoverCard.Dropdown data-testid="cartao-cliente" aria-label="Dados resumidos do cliente">
        {aberto && <CartaoCarregado cdPessoa={cdPessoa} cdEmpresa={cdEmpresa} />}
      </HoverCard.Dropdown>
    </HoverCard>
  );
}
