import { CONTRATOS_VAGA_CANDIDATOS as C } from '@backoffice/domain/contratos/vaga-candidatos';
import { ESTAGIOS_RELACIONAR } from '@backoffice/domain/pesquisa-candidatos';
import { CATALOGO_ESTAGIOS_VAGA } from '@backoffice/domain/vaga-estagio';
import { ActionIcon, Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { CandidatoPicker } from '../../components/pickers/search-pickers';
import { chamar } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { M, type useAcaoVaga } from './api';

const NOME_ESTAGIO = new Map(CATALOGO_ESTAGIOS_VAGA.map((e) => [e.cd, e.nome]));
const OPCOES_ESTAGIO = ESTAGIOS_RELACIONAR.map((e) => ({
  value: String(e),
  label: NOME_ESTAGIO.get(e) ?? String(e),
}));

interface NovoCandidato {
  cd: number;
  nome: string;
  estagio: number;
}

/** Picks candidates one by one (each checked first) with their stage, and relates them to the vacancy. */
export function AdicionarCandidatos({
  nrVaga,
  executar,
  executando,
  onFechar,
}: {
  nrVaga: number;
  executar: ReturnType<typeof useAcaoVaga>['executar'];
  executando: boolean;
  onFechar: () => void;
}) {
  const [novos, setNovos] = useState<NovoCandidato[]>([]);
  const [escolhido, setEscolhido] = useState<number | null>(null);

  async function adicionarCandidato(cd: number | null, nome: string) {
    setEscolhido(null);
    if (cd === null || novos.some((n) => n.cd === cd)) return;
    try {
      const r = await chamar(
        C.podeRelacionar,
        { corpo: { cd_pessoa: cd, nr_vaga: nrVaga } },
        { fallback: M.falha.relacionarVarios },
      );
      if (r.PODE_RELACIONAR !== 'S') {
        notify.aviso(r.MOTIVO ?? M.validacao.candidatoIndisponivel);
        return;
      }
      setNovos((l) => [...l, { cd, nome: r.NM_PESSOA ?? nome, estagio: 3 }]);
    } catch {
      // the API client already showed the error
    }
  }

  async function salvarNovos() {
    const ok = await executar({
      contrato: C.relacionarVarios,
      pedido: {
        corpo: {
          nr_vaga: nrVaga,
          candidatos: novos.map((n) => ({ cd_pessoa: n.cd, cd_estagio_vaga: n.estagio })),
        },
      },
      fallback: M.falha.relacionarVarios,
      guarda: 'relacionar',
    });
    if (ok) {
      setNovos([]);
      onFechar();
    }
  }

  return (
    <Paper withBorder p="sm">
      <Stack gap="xs">
        <CandidatoPicker
          label="Pesquisar candidato"
          value={escolhido}
          onChange={(cd, row) => void adicionarCandidato(cd, row?.NM_PESSOA ?? '')}
        />
        {novos.length === 0 ? (
          <Text size="sm" c="gray.7">
            Nenhum candidato escolhido.
          </Text>
        ) : (
          novos.map((n) => (
            <Group key={n.cd} gap="xs" wrap="nowrap">
              <Text size="sm" style={{ flex: 1 }}>
                {n.nome} ({n.cd})
              </Text>
              <Select
                label={`Estágio de ${n.nome}`}
                data={OPCOES_ESTAGIO}
                value={String(n.estagio)}
                allowDeselect={false}
                onChange={(v) =>
                  setNovos((l) => l.map((x) => (x.cd === n.cd ? { ...x, estagio: Number(v ?? 3) } : x)))
                }
                w={200}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Remover ${n.nome}`}
                onClick={() => setNovos((l) => l.filter((x) => x.cd !== n.cd))}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          ))
        )}
        <Group justify="flex-end">
          <Button
            variant="default"
            onClick={() => {
              setNovos([]);
              onFechar();
            }}
          >
            Cancelar
          </Button>
          <Button onClick={salvarNovos} disabled={novos.length === 0} loading={executando}>
            Salvar
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
