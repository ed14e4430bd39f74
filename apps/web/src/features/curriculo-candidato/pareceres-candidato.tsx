import { LIMITES_CADASTRO as L, MENSAGENS_CADASTRO as M } from '@backoffice/domain/candidato-cadastro';
import { CONTRATOS_CANDIDATO_CADASTRO as C } from '@backoffice/domain/contratos/candidato-cadastro';
import { Alert, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AppModal } from '../../components/controls/app-modal';
import { CounterTextarea } from '../../components/controls/counter-textarea';
import { EmptyState, LoadingState } from '../../components/controls/list-states';
import { chamar, consultaDe } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';
import { notify } from '../../lib/notify';

/** The candidate's opinions (parecer) and the 'Adicionar parecer' dialog (50 to 3800 characters). */
export function PareceresCandidato({ cd }: { cd: number }) {
  const qc = useQueryClient();
  const chave = ['curriculo', 'pareceres', cd];
  const lista = useQuery({
    queryKey: chave,
    queryFn: consultaDe(C.listaParecer, { params: { id: cd } }, M.erroListaParecer),
  });
  const [aberto, setAberto] = useState(false);
  const [texto, setTexto] = useState('');
  const [salvando, setSalvando] = useState(false);
  const curto = texto.trim().length < L.parecerMin;

  async function salvar() {
    setSalvando(true);
    try {
      const r = await chamar(
        C.inserirParecer,
        { corpo: { cd_pessoa_candidato: cd, ds_observacoes: texto } },
        { fallback: M.erroParecer },
      );
      notify.sucesso(r.message);
      setAberto(false);
      setTexto('');
      await qc.invalidateQueries({ queryKey: chave });
    } catch {
      // shown by the client
    } finally {
      setSalvando(false);
    }
  }

  return (
    <Stack>
      <Button w="fit-content" variant="light" onClick={() => setAberto(true)}>
        Adicionar parecer
      </Button>
      {lista.isPending && <LoadingState />}
      {lista.isError && <Alert color="red">{M.erroListaParecer}</Alert>}
      {lista.data?.length === 0 && <EmptyState text="Nenhum parecer registrado." />}
      {lista.data?.map((p) => (
        <Card key={p.ID} withBorder>
          <Text size="xs" c="dimmed">
            {p.NM_USUARIO ?? '—'} · {formatDateTime(p.CRIADO_EM)}
          </Text>
          <Text style={{ whiteSpace: 'pre-wrap' }}>{p.DS_OBSERVACOES}</Text>
        </Card>
      ))}
      <AppModal
        opened={aberto}
        onClose={() => setAberto(false)}
        title="Adicionar parecer"
        footer={
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAberto(false)}>
              CANCELAR
            </Button>
            <Button loading={salvando} disabled={curto} onClick={() => void salvar()}>
              SALVAR
            </Button>
          </Group>
        }
      >
        <CounterTextarea
          label="Parecer"
          value={texto}
          onChange={setTexto}
          min={L.parecerMin}
          max={L.parecerMax}
        />
      </AppModal>
    </Stack>
  );
}
