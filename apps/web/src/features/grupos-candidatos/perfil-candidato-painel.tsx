import { formatarData } from '@backoffice/domain/datas';
import { formatarTelefone } from '@backoffice/domain/formatacao';
import { Badge, Button, Divider, Drawer, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { EmptyState, LoadingState } from '../../components/controls/list-states';
import { useTabs } from '../../lib/tabs';
import { useResumoCandidato } from './api-grupos';

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

/** The candidate's summary (GET candidato/curriculo-resumido/{cd}), when the screen gives no profile of its own. */
function ResumoCandidato({ cdPessoa }: { cdPessoa: number }) {
  const abas = useTabs();
  const q = useResumoCandidato(cdPessoa);
  if (q.isPending) return <LoadingState />;
  const c = q.data;
  const p = c?.pessoa;
  if (!c || !p) return <EmptyState text="Não foi possível carregar o currículo." />;
  return (
    <Stack gap={6}>
      <Group gap="xs">
        <Text fw={600}>{p.NM_PESSOA}</Text>
        {p.ID_DESTAQUE === 'S' && <Badge color="orange">HOT</Badge>}
        {p.ID_POSSUE_DEFICIENCIA === 'S' && <Badge color="blue">PCD</Badge>}
        {p.ID_INDISPONIVEL === 'S' && <Badge color="red">Indisponível</Badge>}
      </Group>
      <Linha rotulo="Código" valor={p.CD_PESSOA} />
      <Linha rotulo="Idade" valor={p.IDADE} />
      <Linha rotulo="Celular" valor={formatarTelefone(p.NR_TELEFONE_CEL)} />
      <Linha rotulo="E-mail" valor={p.DS_EMAIL} />
      <Linha rotulo="Endereço" valor={[p.NM_BAIRRO, p.NM_CIDADE, p.CD_UF].filter(Boolean).join(' - ')} />
      <Linha rotulo="Escolaridade" valor={p.NM_ESCOLARIDADE} />
      <Linha rotulo="Cargos pretendidos" valor={c.pretensao.CARGOS.map((g) => g.NM_CARGO).join(', ')} />
      <Linha rotulo="Atualizado em" valor={formatarData(p.ALTERADO_EM)} />
      {c.experiencia.length > 0 && (
        <>
          <Divider label="Experiência profissional" labelPosition="left" />
          {c.experiencia.slice(0, 5).map((e) => (
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
      <Group mt="sm">
        <Button
          variant="light"
          onClick={() =>
            abas.abrir('DadosCandidato', { cdPessoaCandidato: p.CD_PESSOA }, { titulo: p.NM_PESSOA })
          }
        >
          Dados do candidato
        </Button>
      </Group>
    </Stack>
  );
}

export interface PerfilCandidatoPainelProps {
  /** The candidate shown; null closes the panel. */
  candidato: { cdPessoa: number; nome: string } | null;
  /** False while another tab is on screen: the panel hides. */
  visivel?: boolean;
  onClose: () => void;
  /** The profile the workspace composes in; without it, the candidate's summary. */
  perfilCandidato?: (cdPessoa: number) => ReactNode;
}

/** The candidate profile panel opened from the candidate's name (spec 001 §2.11). Esc closes it. */
export function PerfilCandidatoPainel({
  candidato,
  visivel = true,
  onClose,
  perfilCandidato,
}: PerfilCandidatoPainelProps) {
  return (
    <Drawer
      opened={candidato !== null && visivel}
      onClose={onClose}
      position="right"
      size="md"
      title={candidato ? `Perfil de ${candidato.nome}` : 'Perfil do candidato'}
      closeButtonProps={{ 'aria-label': 'Fechar' }}
    >
      {candidato &&
        (perfilCandidato ? (
          perfilCandidato(candidato.cdPessoa)
        ) : (
          <ResumoCandidato cdPessoa={candidato.cdPessoa} />
        ))}
    </Drawer>
  );
}
