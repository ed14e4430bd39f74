import { CONTRATOS_TESTES as C } from '@backoffice/domain/contratos/testes';
import { dataNegocio } from '@backoffice/domain/datas';
import {
  aoMudarGrau,
  aoMudarNota,
  camposDoTipo,
  errosTeste,
  GRAUS_TESTE,
  LIMITES_TESTES,
  MENSAGENS_TESTES as M,
} from '@backoffice/domain/testes';
import { Alert, Button, Checkbox, Select, Stack } from '@mantine/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { AppModal } from '../../components/controls/app-modal';
import { DateField } from '../../components/controls/date-field';
import { NumberField } from '../../components/controls/number-field';
import { chamar } from '../../lib/api-client';
import { useAcao } from '../../lib/dados';
import { useCatalogoTestes } from './api-testes';

interface Form {
  dt_teste: string | null;
  cd_teste: number | null;
  nr_nota: number | null;
  cd_grau_teste: string | null;
  id_gera_laudo: 'S' | 'N';
}

/** A new test: dated today. */
function formNovo(): Form {
  return { dt_teste: dataNegocio(), cd_teste: null, nr_nota: null, cd_grau_teste: null, id_gera_laudo: 'N' };
}

export interface TesteModalProps {
  cdPessoaCandidato: number;
  /** The test being edited; null for a new one. */
  idTeste: number | null;
  opened: boolean;
  onClose: () => void;
}

/**
 * The test form (spec 002 §3.6, §4, §5): date (today by default), the catalogue test, and as its
 * type asks the numeric grade (N), the degree (C) or both (E); changing one clears the other.
 */
export function TesteModal({ cdPessoaCandidato, idTeste, opened, onClose }: TesteModalProps) {
  const catalogo = useCatalogoTestes();
  const vazio: Form = {
    dt_teste: dataNegocio(),
    cd_teste: null,
    nr_nota: null,
    cd_grau_teste: null,
    id_gera_laudo: 'N',
  };
  const [f, setF] = useState<Form>(vazio);
  const [erros, setErros] = useState<string[]>([]);
  const inserir = useAcao(C.inserir, { sucesso: M.inserido, fallback: M.erroInserir });
  const atualizar = useAcao(C.atualizar, { sucesso: M.atualizado, fallback: M.erroAtualizar });
  const salvando = inserir.isPending || atualizar.isPending;
  const fechar = useRef(onClose);
  fechar.current = onClose;

  useEffect(() => {
    if (!opened) return;
    setErros([]);
    if (!idTeste) {
      setF(formNovo());
      return;
    }
    let vivo = true;
    chamar(C.dadosTeste, { params: { id: idTeste } }, { fallback: M.erroCarregarTestes })
      .then((d) => {
        if (vivo)
          setF({
            dt_teste: d.DT_TESTE,
            cd_teste: d.CD_TESTE,
            nr_nota: d.NR_NOTA,
            cd_grau_teste: d.CD_GRAU_TESTE,
            id_gera_laudo: d.ID_GERA_LAUDO,
          });
      })
      .catch(() => fechar.current());
    return () => {
      vivo = false;
    };
  }, [opened, idTeste]);

  const opcoes = useMemo(
    () =>
      (catalogo.data ?? [])
        .filter((t) => !t.ID_ESPECIAL)
        .map((t) => ({ value: String(t.CD_TESTE), label: t.DS_TESTE })),
    [catalogo.data],
  );
  const tipo = catalogo.data?.find((t) => t.CD_TESTE === f.cd_teste)?.ID_TIPO_TESTE ?? null;
  const campos = camposDoTipo(tipo);

  function salvar() {
    const e = errosTeste(f, tipo);
    setErros(e);
    if (e.length) return;
    const corpo = {
      ...f,
      id_tipo_teste: tipo,
      id_teste: idTeste,
      cd_pessoa_candidato: cdPessoaCandidato,
      nr_nota: campos.nota ? f.nr_nota : null,
      cd_grau_teste: (campos.grau ? f.cd_grau_teste : null) as 'S' | null,
    };
    // the tests' list is read again (the contracts say so) before the modal closes
    if (idTeste) atualizar.mutate({ corpo }, { onSuccess: onClose });
    else inserir.mutate({ corpo }, { onSuccess: onClose });
  }

  return (
    <AppModal
      opened={opened}
      onClose={onClose}
      title={idTeste ? 'Editar teste' : 'Novo teste'}
      size="md"
      footer={
        <>
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button onClick={salvar} loading={salvando}>
            Salvar
          </Button>
        </>
      }
    >
      <Stack gap="sm">
        {erros.length > 0 && (
          <Alert color="red" title="Verifique os campos" data-testid="erros-teste">
            {erros.map((e) => (
              <div key={e}>{e}</div>
            ))}
          </Alert>
        )}
        <DateField
          label="Data do teste"
          value={f.dt_teste}
          onChange={(v) => setF({ ...f, dt_teste: v })}
          withAsterisk
        />
        <Select
          label="Teste"
          placeholder="Selecione o teste"
          data={opcoes}
          searchable
          withAsterisk
          value={f.cd_teste === null ? null : String(f.cd_teste)}
          onChange={(v) => setF({ ...f, cd_teste: v ? Number(v) : null, nr_nota: null, cd_grau_teste: null })}
          nothingFoundMessage="Nenhum teste encontrado"
        />
        {campos.nota && (
          <NumberField
            label="Nota (0 a 10)"
            value={f.nr_nota}
            min={LIMITES_TESTES.notaMin}
            max={LIMITES_TESTES.notaMax}
            decimalScale={2}
            withAsterisk
            onChange={(v) => setF(aoMudarNota(f, v))}
          />
        )}
        {campos.grau && (
          <Select
            label="Grau"
            placeholder="Selecione o grau"
            data={GRAUS_TESTE.map((g) => ({ value: g.value, label: g.label }))}
            withAsterisk
            clearable
            value={f.cd_grau_teste}
            onChange={(v) => setF(aoMudarGrau(f, v))}
          />
        )}
        <Checkbox
          label="Gera laudo"
          checked={f.id_gera_laudo === 'S'}
          onChange={(e) => setF({ ...f, id_gera_laudo: e.currentTarget.checked ? 'S' : 'N' })}
        />
      </Stack>
    </AppModal>
  );
}
