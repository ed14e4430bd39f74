import { CONTRATOS_CANDIDATO as C } from '@backoffice/domain/contratos/candidato';
import { formatarData } from '@backoffice/domain/datas';
import { formatarTelefone } from '@backoffice/domain/formatacao';
import type { EstagioRelacionar } from '@backoffice/domain/pesquisa-candidatos';
import { Badge, Button, Divider, Group, Stack, Text } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useContext, useState } from 'react';
import { AppModal } from '../../components/controls/app-modal';
import { EmptyState, LoadingState } from '../../components/controls/list-states';
import { consulta } from '../../lib/dados';
import { formatCurrency, whatsappLink } from '../../lib/format';
import { TabsContext } from '../../lib/tabs';
import { RelacionarModal, useRelacionarCandidato } from './resultados-tabela';

const NIVEIS: Record<number, string> = { 1: 'Básico', 2: 'Intermediário', 3: 'Avançado', 4: 'Fluente' };

function Linha({ rotulo, valor }: { rotulo: string; valor: string | number | null | undefined }) {
  if (valor === null || valor === undefined || valor === '') return null;
  return (
    <Text size="sm">
      <Text span fw={500}>
        {rotulo}:
      </Text>{' '}
      {valor}
    </Text>
  );
}

export interface CurriculoResumidoModalProps {
  cdPessoa: number | null;
  nrVaga: number;
  /** The row is already on this vacancy: relate is disabled. */
  relacionado?: boolean;
  onClose: () => void;
  /** Called after relating from the card. */
  onRelacionado?: (cdPessoa: number, estagio: EstagioRelacionar) => void;
  /** Opens the appointment of the candidate (new, or the one saved from this search). */
  onAgendar?: () => void;
  temAgendamento?: boolean;
}

/** The candidate's resumed resume (GET candidato/curriculo-resumido/{cd}, spec 000 §3.12). */
export function CurriculoResumidoModal({
  cdPessoa,
  nrVaga,
  relacionado = false,
  onClose,
  onRelacionado,
  onAgendar,
  temAgendamento = false,
}: CurriculoResumidoModalProps) {
  const abas = useContext(TabsContext);
  const [relacionar, setRelacionar] = useState(false);
  const relacao = useRelacionarCandidato(nrVaga, (cd, estagio) => {
    onRelacionado?.(cd, estagio);
    setRelacionar(false);
  });
  const q = useQuery({
    ...consulta(
      C.curriculoResumido,
      { params: { cd: cdPessoa ?? 0 } },
      'Não foi possível carregar o currículo.',
    ),
    enabled: cdPessoa !== null,
  });
  const c = q.data;
  const p = c?.pessoa;
  const wa = whatsappLink(p?.NR_TELEFONE_CEL);
  const indisponivel = p?.ID_INDISPONIVEL === 'S';

  function escolher(estagio: EstagioRelacionar) {
    if (cdPessoa !== null) relacao.mutate({ cdPessoa, estagio });
  }

  return (
    <>
      <AppModal
        opened={cdPessoa !== null && !relacionar}
        onClose={onClose}
        size="xl"
        title={p ? p.NM_PESSOA : 'Currículo'}
        footer={
          <>
            {wa && (
              <Button
                component="a"
                href={wa}
                target="_blank"
                rel="noreferrer"
                variant="light"
                color="green"
                leftSection={<IconBrandWhatsapp size={16} />}
              >
                WhatsApp
              </Button>
            )}
            <Button
              variant="light"
              disabled={!p || !abas}
              onClick={() => {
                if (p && abas)
                  abas.abrir('DadosCandidato', { cdPessoaCandidato: p.CD_PESSOA }, { titulo: p.NM_PESSOA });
                onClose();
              }}
            >
              Currículo completo
            </Button>
            {onAgendar && (
              <Button variant="light" disabled={!p} onClick={onAgendar}>
                {temAgendamento ? 'Editar agendamento' : 'Agendar'}
              </Button>
            )}
            <Button disabled={!p || relacionado || indisponivel} onClick={() => setRelacionar(true)}>
              Relacionar
            </Button>
            <Button variant="default" onClick={onClose}>
              Fechar
            </Button>
          </>
        }
      >
        {q.isPending ? (
          <LoadingState />
        ) : !c || !p ? (
          <EmptyState text="Não foi possível carregar o currículo." />
        ) : (
          <Stack gap={6}>
            <Group gap="xs">
              {p.ID_DESTAQUE === 'S' && <Badge color="orange">HOT</Badge>}
              {p.ID_POSSUE_DEFICIENCIA === 'S' && <Badge color="blue">PCD</Badge>}
              {indisponivel && <Badge color="red">Indisponível</Badge>}
            </Group>
            <Linha rotulo="Idade" valor={p.IDADE} />
            <Linha rotulo="Celular" valor={formatarTelefone(p.NR_TELEFONE_CEL)} />
            <Linha rotulo="E-mail" valor={p.DS_EMAIL} />
            <Linha
              rotulo="Endereço"
              valor={[p.NM_BAIRRO, p.NM_CIDADE, p.CD_UF].filter(Boolean).join(' - ')}
            />
            <Linha rotulo="Escolaridade" valor={p.NM_ESCOLARIDADE} />
            <Linha rotulo="Habilitação" valor={p.CD_HABILITACAO_CAT} />
            <Linha
              rotulo="Pretensão salarial"
              valor={c.pretensao.PRETENSAO_SALARIAL ? formatCurrency(c.pretensao.PRETENSAO_SALARIAL) : null}
            />
            <Linha
              rotulo="Cargos pretendidos"
              valor={c.pretensao.CARGOS.map(
                (g) => `${g.NM_CARGO} (${g.NR_EXPERIENCIA < 1 ? '6 meses' : `${g.NR_EXPERIENCIA} anos`})`,
              ).join(', ')}
            />
            <Linha
              rotulo="Deficiências"
              valor={p.DEFICIENCIAS.map((d) => d.NM_TIPO_DEFICIENCIA).join(', ')}
            />
            <Linha
              rotulo="Idiomas"
              valor={p.IDIOMAS.map((i) => `${i.NM_IDIOMA} (${NIVEIS[i.ID_FALA] ?? i.ID_FALA})`).join(', ')}
            />
            <Linha rotulo="Atualizado em" valor={formatarData(p.ALTERADO_EM)} />
            {c.experiencia.length > 0 && (
              <>
                <Divider label="Experiência profissional" labelPosition="left" />
                {c.experiencia.map((e) => (
                  <Text size="sm" key={e.NR_SEQUENCIA}>
                    <Text span fw={500}>
                      {e.NM_CARGO}
                    </Text>{' '}
                    - {e.NM_PESSOA_EMPRESA} ({formatarData(e.DT_INICIO)} a{' '}
                    {e.DT_FIM ? formatarData(e.DT_FIM) : 'atual'})
                  </Text>
                ))}
              </>
            )}
            {c.formacao.length > 0 && (
              <>
                <Divider label="Formação" labelPosition="left" />
                {c.formacao.map((f) => (
                  <Text size="sm" key={f.NR_SEQUENCIA}>
                    {f.NM_NIVEL}
                    {f.NM_CURSO ? ` - ${f.NM_CURSO}` : ''} ({f.NM_SITUACAO})
                  </Text>
                ))}
              </>
            )}
            {c.cursos.length > 0 && (
              <>
                <Divider label="Cursos" labelPosition="left" />
                {c.cursos.map((f) => (
                  <Text size="sm" key={f.NR_SEQUENCIA}>
                    {f.NM_CURSO}
                    {f.NM_PESSOA_ESTAB_ENSINO ? ` - ${f.NM_PESSOA_ESTAB_ENSINO}` : ''}
                  </Text>
                ))}
              </>
            )}
          </Stack>
        )}
      </AppModal>
      <RelacionarModal
        opened={cdPessoa !== null && relacionar}
        nome={p?.NM_PESSOA ?? ''}
        carregando={relacao.isPending}
        onClose={() => setRelacionar(false)}
        onEscolher={escolher}
      />
    </>
  );
}
