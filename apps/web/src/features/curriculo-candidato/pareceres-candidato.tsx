import { LIMITES_CADASTRO as L, MENSAGENS_CADASTRO as M } from '@backoffice/domain/candidato-cadastro';
import { CONTRATOS_CANDIDATO_CADASTRO as C } from '@backoffice/domain/contratos/candidato-cadastro';
import { type ParecerCorpo, parecerCorpo } from '@backoffice/domain/curriculo-cadastro';
import { formatarDataHora } from '@backoffice/domain/datas';
import { Alert, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AppModal } from '../../components/controls/app-modal';
import { CounterTextarea } from '../../components/controls/counter-textarea';
import { EmptyState, LoadingState } from '../../components/controls/list-states';
import { consulta, useAcao } from '../../lib/dados';
import { AlertaFormulario } from '../../lib/formulario/alerta-formulario';
import { useFormulario } from '../../lib/formulario/formulario';

/** The candidate's opinions (parecer) and the 'Adicionar parecer' dialog (50 to 3800 characters). */
export function PareceresCandidato({ cd }: { cd: number }) {
  const lista = useQuery({
    ...consulta(C.listaParecer, { params: { id: cd } }, M.erroListaParecer),
  });
  const [aberto, setAberto] = useState(false);
  const f = useFormulario(
    parecerCorpo,
    { ds_observacoes: '' },
    (v): ParecerCorpo => ({ cd_pessoa_candidato: cd, ds_observacoes: v.ds_observacoes }),
  );
  // the list is read again (the contract says so)
  const inserir = useAcao(C.inserirParecer, {
    sucesso: (r) => r.message,
    fallback: M.erroParecer,
    silencioso: true,
    aoConcluir: () => {
      setAberto(false);
      f.form.reset({ ds_observacoes: '' });
    },
  });
  const curto = f.valor('ds_observacoes').trim().length < L.parecerMin;

  const salvar = f.aoEnviar((corpo) => inserir.mutateAsync({ corpo }));

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
            {p.NM_USUARIO ?? '—'} · {formatarDataHora(p.CRIADO_EM)}
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
              Cancelar
            </Button>
            <Button loading={f.pendente} disabled={curto} onClick={() => void salvar()}>
              Salvar
            </Button>
          </Group>
        }
      >
        <Stack gap="sm">
          <AlertaFormulario mensagem={f.erroGeral} />
          <CounterTextarea
            label="Parecer"
            {...f.campo.valor('ds_observacoes')}
            min={L.parecerMin}
            max={L.parecerMax}
          />
        </Stack>
      </AppModal>
    </Stack>
  );
}
