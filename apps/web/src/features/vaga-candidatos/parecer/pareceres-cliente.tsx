import { CONTRATOS_PARECER_CLIENTE as CP } from '@backoffice/domain/contratos/parecer-cliente';
import { CONTRATOS_VAGA_CANDIDATOS as C } from '@backoffice/domain/contratos/vaga-candidatos';
import { formatarData, formatarDataHora } from '@backoffice/domain/datas';
import type { CandidatoParecerLinha, LinkParecerLinha } from '@backoffice/domain/parecer-cliente';
import type { CandidatoRelacionadoLinha } from '@backoffice/domain/vaga-candidatos';
import { Alert, Button, List, Stack, Table, Text } from '@mantine/core';
import { IconCalendarEvent, IconCheck, IconLinkOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AgendamentoModal } from '../../../components/agendamento/agendamento-modal';
import { ConfirmDialog } from '../../../components/controls/confirm-dialog';
import {
  AcoesDaLinha,
  type ColunaLista,
  comoData,
  TabelaLista,
} from '../../../components/lista/tabela-lista';
import { consultaLista, M, useAcaoVaga } from '../api';
import { AprovarModal } from '../aprovar-modal';
import { consultaPareceres, FALHA_PARECERES, FALHA_REVOGAR } from './api-parecer';
import { BadgeParecer, BadgeSituacaoLink } from './badge-parecer';

const ROTULO_CANAL: Record<string, string> = { email: 'E-mail', whatsapp: 'WhatsApp' };

export interface PareceresClienteProps {
  nrVaga: number;
  cdPessoaCliente: number;
  cdPessoaAnalista: number | null;
}

interface Agendando {
  cd: number;
  nome: string;
}

/**
 * 'Pareceres do cliente' of the vacancy's panel: the links sent to the client's contacts (to whom, by
 * whom, when, until when, their state and openings), each opened to its candidates with the client's
 * verdict; revoke an active link, confirm an approval the client gave, schedule an interview asked.
 */
export function PareceresCliente({ nrVaga, cdPessoaCliente, cdPessoaAnalista }: PareceresClienteProps) {
  const q = useQuery(consultaPareceres(nrVaga));
  const relacionados = useQuery(consultaLista(nrVaga, 'candidatos-relacionados'));
  const { executar, verificarSituacao, executando } = useAcaoVaga(nrVaga);
  const [revogando, setRevogando] = useState<LinkParecerLinha | null>(null);
  const [aprovando, setAprovando] = useState<CandidatoRelacionadoLinha | null>(null);
  const [agendando, setAgendando] = useState<Agendando | null>(null);

  const linhaDe = (cd: number) => relacionados.data?.find((r) => r.CD_PESSOA === cd);

  async function abrirAprovar(cd: number) {
    const l = linhaDe(cd);
    if (l && (await verificarSituacao('aprovar').catch(() => false))) setAprovando(l);
  }
  async function abrirAgendar(c: CandidatoParecerLinha) {
    if (await verificarSituacao('agendar').catch(() => false))
      setAgendando({ cd: c.cd_pessoa_candidato, nome: c.nm_pessoa ?? String(c.cd_pessoa_candidato) });
  }
  async function revogar() {
    if (!revogando) return;
    const ok = await executar({
      contrato: CP.revogar,
      pedido: { params: { nrVaga, id: revogando.id_link } },
      fallback: FALHA_REVOGAR,
    });
    if (ok) setRevogando(null);
  }

  const colunas: ColunaLista<LinkParecerLinha>[] = [
    {
      id: 'contato',
      titulo: 'Contato',
      celula: (l) => (
        <Stack gap={0}>
          <Text size="sm">{l.nm_contato ?? `Contato ${l.cd_pessoa_contato}`}</Text>
          {l.ds_email && (
            <Text size="xs" c="gray.7">
              {l.ds_email}
            </Text>
          )}
        </Stack>
      ),
      ordenar: (l) => l.nm_contato,
    },
    {
      id: 'usuario',
      titulo: 'Enviado por',
      celula: (l) => l.nm_usuario ?? '—',
      ordenar: (l) => l.nm_usuario,
    },
    {
      id: 'criado',
      titulo: 'Enviado em',
      celula: (l) => (
        <Stack gap={0}>
          <Text size="sm">{formatarData(l.criado_em)}</Text>
          <Text size="xs" c="gray.7">
            {l.canais.map((c) => ROTULO_CANAL[c] ?? c).join(', ')}
          </Text>
          {l.lembrete_em && (
            <Text size="xs" c="gray.7">
              Lembrete em {formatarData(l.lembrete_em)}
            </Text>
          )}
        </Stack>
      ),
      ordenar: (l) => comoData(l.criado_em),
    },
    {
      id: 'expira',
      titulo: 'Expira em',
      celula: (l) => formatarData(l.expira_em),
      ordenar: (l) => comoData(l.expira_em),
    },
    {
      id: 'situacao',
      titulo: 'Situação',
      celula: (l) => (
        <Stack gap={0}>
          <BadgeSituacaoLink situacao={l.situacao} />
          {l.revogado_em && (
            <Text size="xs" c="gray.7">
              em {formatarData(l.revogado_em)}
            </Text>
          )}
        </Stack>
      ),
      ordenar: (l) => l.situacao,
    },
    {
      id: 'aberturas',
      titulo: 'Aberturas',
      celula: (l) =>
        l.aberturas === 0 ? (
          <Text size="sm" c="gray.7">
            Não aberto
          </Text>
        ) : (
          <Stack gap={0}>
            <Text size="sm">{l.aberturas === 1 ? 'Aberto 1 vez' : `Aberto ${l.aberturas} vezes`}</Text>
            {l.ultima_abertura && (
              <Text size="xs" c="gray.7">
                Última: {formatarDataHora(l.ultima_abertura)}
              </Text>
            )}
          </Stack>
        ),
      ordenar: (l) => l.aberturas,
    },
    {
      id: 'respostas',
      titulo: 'Respostas',
      celula: (l) => `${l.candidatos.filter((c) => c.id_parecer).length} de ${l.candidatos.length}`,
    },
  ];

  function candidatosDoLink(link: LinkParecerLinha) {
    return (
      <Table.ScrollContainer minWidth={760}>
        <Table
          withTableBorder={false}
          verticalSpacing={4}
          aria-label={`Candidatos do link de ${link.nm_contato ?? ''}`}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Candidato</Table.Th>
              <Table.Th>Parecer</Table.Th>
              <Table.Th>Horários propostos</Table.Th>
              <Table.Th>Visto em</Table.Th>
              <Table.Th>Respondido em</Table.Th>
              <Table.Th>Na vaga</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {link.candidatos.map((c) => (
              <Table.Tr
                key={c.cd_pessoa_candidato}
                data-testid={`parecer-${link.id_link}-${c.cd_pessoa_candidato}`}
              >
                <Table.Td>
                  <Text size="sm">{c.nm_pessoa ?? `Candidato ${c.cd_pessoa_candidato}`}</Text>
                </Table.Td>
                <Table.Td>
                  <Stack gap={2}>
                    <BadgeParecer parecer={c.id_parecer} />
                    {c.nm_motivo && <Text size="xs">Motivo: {c.nm_motivo}</Text>}
                    {c.ds_parecer && (
                      <Text size="xs" c="gray.8" style={{ whiteSpace: 'pre-wrap' }}>
                        “{c.ds_parecer}”
                      </Text>
                    )}
                  </Stack>
                </Table.Td>
                <Table.Td>
                  {c.horarios.length === 0 ? (
                    '—'
                  ) : (
                    <List size="sm" spacing={0}>
                      {c.horarios.map((h) => (
                        <List.Item key={h}>{formatarDataHora(h)}</List.Item>
                      ))}
                    </List>
                  )}
                </Table.Td>
                <Table.Td>{c.visto_em ? formatarDataHora(c.visto_em) : '—'}</Table.Td>
                <Table.Td>{c.respondido_em ? formatarDataHora(c.respondido_em) : '—'}</Table.Td>
                <Table.Td>{acaoDoCandidato(c)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }

  function acaoDoCandidato(c: CandidatoParecerLinha) {
    const nome = c.nm_pessoa ?? String(c.cd_pessoa_candidato);
    if (c.tratado_em)
      return (
        <Text size="xs" c="gray.7">
          Tratado em {formatarData(c.tratado_em)}
        </Text>
      );
    const l = linhaDe(c.cd_pessoa_candidato);
    if (c.id_parecer === 'A') {
      if (l?.ID_SITUACAO === 'A') return <Text size="xs">Aprovado na vaga</Text>;
      if (!l || l.ID_SITUACAO !== null)
        return (
          <Text size="xs" c="gray.7">
            {l ? 'Reprovado na vaga' : 'Não está mais relacionado'}
          </Text>
        );
      return (
        <Button
          size="xs"
          color="teal"
          leftSection={<IconCheck size={14} aria-hidden />}
          aria-label={`Confirmar aprovação de ${nome}`}
          onClick={() => void abrirAprovar(c.cd_pessoa_candidato)}
        >
          Confirmar aprovação
        </Button>
      );
    }
    if (c.id_parecer === 'E')
      return (
        <Button
          size="xs"
          variant="light"
          leftSection={<IconCalendarEvent size={14} aria-hidden />}
          aria-label={`Agendar entrevista de ${nome}`}
          onClick={() => void abrirAgendar(c)}
        >
          Agendar entrevista
        </Button>
      );
    return null;
  }

  return (
    <Stack gap="sm">
      {q.isError && (
        <Alert color="red" role="alert">
          {FALHA_PARECERES}
        </Alert>
      )}
      <TabelaLista
        rotulo="Links de parecer do cliente"
        colunas={colunas}
        linhas={q.isError ? [] : q.data}
        carregando={q.isPending}
        chave={(l) => l.id_link}
        ordenacaoInicial={{ id: 'criado', desc: true }}
        paginacao={false}
        vazio="Nenhum link de parecer enviado nesta vaga."
        dicaVazio="Em Candidatos relacionados, use 'Encaminhar ao cliente': o contato do cliente recebe um link, sem senha, para ver os currículos e aprovar, reprovar ou pedir entrevista de cada candidato. Os pareceres aparecem aqui."
        propsLinha={(l) => ({ 'data-testid': `link-parecer-${l.id_link}` })}
        detalhe={{
          conteudo: candidatosDoLink,
          rotulo: (l) =>
            `Candidatos do link de ${l.nm_contato ?? l.cd_pessoa_contato} de ${formatarData(l.criado_em)}`,
        }}
        acoes={(l) => (
          <AcoesDaLinha
            rotulo={`Ações do link de ${l.nm_contato ?? l.cd_pessoa_contato}`}
            acoes={[
              {
                rotulo: 'Revogar',
                nome: `Revogar o link de ${l.nm_contato ?? l.cd_pessoa_contato}`,
                icone: <IconLinkOff size={16} aria-hidden />,
                cor: 'red',
                indisponivel: l.situacao !== 'ativo' && `O link está ${l.situacao}.`,
                aoClicar: () => setRevogando(l),
              },
            ]}
          />
        )}
        larguraMinima={900}
      />
      <ConfirmDialog
        opened={revogando !== null}
        title="Revogar link"
        message={
          revogando ? (
            <Text>
              Revogar o link enviado a <strong>{revogando.nm_contato}</strong> em{' '}
              {formatarData(revogando.criado_em)}? O contato não conseguirá mais abri-lo; os pareceres já
              dados ficam registrados.
            </Text>
          ) : (
            ''
          )
        }
        confirmLabel="Revogar"
        confirmColor="red"
        loading={executando}
        onConfirm={() => void revogar()}
        onCancel={() => setRevogando(null)}
      />
      <AprovarModal
        candidato={aprovando}
        onClose={() => setAprovando(null)}
        onAprovar={(d) =>
          aprovando
            ? executar({
                contrato: C.aprovar,
                pedido: {
                  corpo: {
                    cd_pessoa_candidato: aprovando.CD_PESSOA,
                    nr_vaga: nrVaga,
                    nm_candidato: aprovando.NM_PESSOA,
                    ...d,
                  },
                },
                fallback: M.falha.aprovar,
                guarda: 'aprovar',
              })
            : Promise.resolve(false)
        }
      />
      {agendando && (
        <AgendamentoModal
          opened
          cdPessoa={agendando.cd}
          nome={agendando.nome}
          nrVaga={nrVaga}
          cdPessoaCliente={cdPessoaCliente}
          cdPessoaAnalista={cdPessoaAnalista}
          onClose={() => setAgendando(null)}
          onSalvo={() => setAgendando(null)}
        />
      )}
    </Stack>
  );
}
