import { Autocomplete, Button, SimpleGrid, TextInput } from '@mantine/core';
import { CepInput } from '../../components/controls/masked-input';
import { BuscarCepModal } from './buscar-cep-modal';
import type { EditorCurriculo } from './use-curriculo-formulario';

const _opcoes = (l: readonly { id: string; nome: string }[]) =>
  l.map((x) => ({ value: x.id, label: x.nome }));
const _COR_IMC = { danger: 'red', success: 'green', warning: 'yellow' } as const;

/** The address, with the CEP lookup. */
export function PainelEndereco({ ed }: { ed: EditorCurriculo }) {
  const {
    v,
    set,
    setCampos,
    tocar,
    erro,
    texto,
    lugar,
    setAvisos,
    buscarCep,
    bairros,
    buscaCep,
    setBuscaCep,
  } = ed;
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }}>
      {/* mounted while open: each search starts from the address's state */}
      {buscaCep && (
        <BuscarCepModal
          opened
          onClose={() => setBuscaCep(false)}
          ufInicial={v('cd_uf_reside') || null}
          onEscolher={(e) => {
            setCampos((c) => ({
              ...c,
              cd_cep: e.CD_CEP,
              nm_cep: e.ENDERECO ?? c.nm_cep,
              nm_bairro: e.NM_BAIRRO ?? c.nm_bairro,
              nm_cidade_reside: e.NM_CIDADE,
              cd_uf_reside: e.CD_UF,
            }));
            setAvisos((a) => ({ ...a, cd_cep: null }));
            setBuscaCep(false);
          }}
        />
      )}
      <CepInput
        label="CEP"
        required
        value={v('cd_cep')}
        onChange={(d) => {
          set('cd_cep', d);
          if (d.length === 8 && d !== v('cd_cep')) void buscarCep(d);
        }}
        onBlur={() => tocar('cd_cep')}
        error={erro('cd_cep')}
      />
      <Button variant="light" mt="xl" w="fit-content" onClick={() => setBuscaCep(true)}>
        Buscar CEP
      </Button>
      <TextInput {...texto('nm_cep', 'Endereço')} required maxLength={200} />
      <TextInput {...texto('nr_endereco', 'Número')} maxLength={20} />
      <TextInput {...texto('ds_complemento', 'Complemento')} maxLength={120} />
      <TextInput {...texto('ds_referencia', 'Referência')} maxLength={200} />
      <Autocomplete
        label="Bairro"
        required
        maxLength={120}
        data={bairros}
        value={v('nm_bairro')}
        onChange={(x) => set('nm_bairro', x)}
        onBlur={() => tocar('nm_bairro')}
        error={erro('nm_bairro')}
      />
      {lugar('cd_uf_reside', 'nm_cidade_reside', 'UF', 'Cidade', true)}
    </SimpleGrid>
  );
}
