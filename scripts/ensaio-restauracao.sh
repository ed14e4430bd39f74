#!/usr/bin/env bash
# The backup and restore drill (docs/operacao.md, "Cópia de segurança e restauração"), on this
# machine's PostgreSQL: a source cluster of its own with WAL archiving, the api's migrations and the
# demo data (seed) with N candidates, a files directory; then
#   1. copia-seguranca.sh logico  -> restaurar.sh into a fresh cluster, every table counted;
#   2. copia-seguranca.sh base    -> restaurar.sh into a fresh cluster, every table counted;
#   3. point-in-time recovery: the base copy plus the archived WAL up to a moment between two writes.
# Every cluster it creates is dropped at the end. Last line: "ensaio: ok" or "ensaio: FALHOU <o quê>".
# Run as root (or postgres). Usage: bash scripts/ensaio-restauracao.sh [--candidatos N] [--sem-pitr]
set -euo pipefail
cd "$(dirname "$0")/.."
RAIZ="$(pwd)"
N=200; PITR=1
while [ $# -gt 0 ]; do
  case "$1" in
    --candidatos) N="${2:?}"; shift 2 ;;
    --sem-pitr) PITR=''; shift ;;
    *) echo "opção desconhecida: $1" >&2; exit 2 ;;
  esac
done

T0="$(date +%s)"
marca() { echo "tempo $1 $(($(date +%s) - $2))"; }
falha() { echo "ensaio: FALHOU $*"; exit 1; }
como_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }

VERSAO="$(pg_lsclusters -h | awk 'NR==1{print $1}')"
[ -n "$VERSAO" ] || VERSAO="$(ls /usr/lib/postgresql | sort -n | tail -1)"
CARIMBO="$(date -u +%Y%m%d%H%M%S)"
ORIGEM="ensaio_origem_$CARIMBO"
TMP="$(mktemp -d /tmp/ensaio-restauracao.XXXXXX)"
chmod 755 "$TMP"
mkdir -p "$TMP/wal" "$TMP/copias" "$TMP/dados/arquivos"
chown postgres "$TMP/wal" 2>/dev/null || true

limpar() {
  pg_dropcluster --stop "$VERSAO" "$ORIGEM" >/dev/null 2>&1 || true
  rm -rf "$TMP"
}
trap limpar EXIT

PORTA=''
USADAS="$(pg_lsclusters -h | awk '{print $3}')"
for p in $(seq 5600 5700); do
  grep -qx "$p" <<<"$USADAS" && continue
  set +e; pg_isready -q -h 127.0.0.1 -p "$p"; r=$?; set -e
  [ "$r" = 2 ] && { PORTA="$p"; break; }
done
[ -n "$PORTA" ] || falha "nenhuma porta livre"

# the source: WAL archived into a directory (the settings docs/operacao.md gives for production)
t="$(date +%s)"
pg_createcluster "$VERSAO" "$ORIGEM" -p "$PORTA" >/dev/null || falha "pg_createcluster (origem)"
cat <<EOF | como_pg tee "/etc/postgresql/$VERSAO/$ORIGEM/conf.d/ensaio.conf" >/dev/null
wal_level = replica
archive_mode = on
archive_command = 'test ! -f $TMP/wal/%f && cp %p $TMP/wal/%f'
maintenance_work_mem = 256MB
max_wal_size = 4GB
EOF
pg_ctlcluster "$VERSAO" "$ORIGEM" start || falha "a origem não iniciou"
SENHA="ensaio$(od -An -N6 -tx1 /dev/urandom | tr -d ' \n')"
como_pg psql -h /var/run/postgresql -p "$PORTA" -qX -v ON_ERROR_STOP=1 -d postgres \
  -c "ALTER ROLE postgres PASSWORD '$SENHA'" -c 'CREATE DATABASE backoffice' >/dev/null
URL="postgres://postgres:$SENHA@127.0.0.1:$PORTA/backoffice"
marca origem "$t"

# the api's migrations and demo data
t="$(date +%s)"
(cd apps/api && node build.mjs --script seed) || falha "build do seed"
DATABASE_URL="$URL" node apps/api/dist/seed.js --candidates "$N" >"$TMP/seed.log" 2>&1 ||
  { cat "$TMP/seed.log"; falha "seed"; }
psql "$URL" -qX -v ON_ERROR_STOP=1 -c 'CREATE TABLE ensaio_marca (n int)' -c 'ANALYZE' >/dev/null
# files like the candidates' (photos, reports), in nested directories
for i in $(seq 1 30); do
  mkdir -p "$TMP/dados/arquivos/c$((i % 7))"
  head -c $((1000 + i * 97)) /dev/urandom >"$TMP/dados/arquivos/c$((i % 7))/arquivo-$i.bin"
done
CANDIDATOS="$(psql "$URL" -qAtX -c 'SELECT count(*) FROM candidato')"
TAMANHO="$(psql "$URL" -qAtX -c 'SELECT pg_size_pretty(pg_database_size(current_database()))')"
echo "origem: $CANDIDATOS candidatos, banco de $TAMANHO"
marca carga "$t"

verificar() { # $1 = the restore's output file: its last line must be "restauracao: ok"
  grep -E '^(tabela public\.(candidato|pessoa|usuario|ensaio_marca):|arquivos:|banco:|restauracao:)' "$1" | sed 's/^/  /'
  [ "$(tail -1 "$1")" = "restauracao: ok" ] || { cat "$1"; return 1; }
}

# 1. logical dump
t="$(date +%s)"
COPIA_L="$(bash scripts/copia-seguranca.sh logico "$URL" "$TMP/copias" --arquivos "$TMP/dados/arquivos" --jobs 2 | tail -1)" ||
  falha "copia logico"
echo "copia logico: $(du -sh "$COPIA_L" | cut -f1)"
marca copia_logico "$t"
t="$(date +%s)"
bash scripts/restaurar.sh "$COPIA_L" --arquivos-destino "$TMP/restaurado-logico" --jobs 2 --descartar >"$TMP/r1.log" 2>&1 || true
verificar "$TMP/r1.log" || falha "restauração da cópia lógica"
marca restauracao_logico "$t"

# 2. base backup
t="$(date +%s)"
COPIA_B="$(bash scripts/copia-seguranca.sh base "$URL" "$TMP/copias" --arquivos "$TMP/dados/arquivos" | tail -1)" ||
  falha "copia base"
echo "copia base: $(du -sh "$COPIA_B" | cut -f1)"
marca copia_base "$t"
t="$(date +%s)"
bash scripts/restaurar.sh "$COPIA_B" --arquivos-destino "$TMP/restaurado-base" --descartar >"$TMP/r2.log" 2>&1 || true
verificar "$TMP/r2.log" || falha "restauração da cópia base"
marca restauracao_base "$t"

# 3. point in time: one write before the target moment, one after; the WAL switched and archived
if [ -n "$PITR" ]; then
  t="$(date +%s)"
  psql "$URL" -qX -v ON_ERROR_STOP=1 -c 'INSERT INTO ensaio_marca VALUES (1)' >/dev/null
  sleep 1
  ALVO="$(psql "$URL" -qAtX -c "SELECT to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS.US') || '+00'")"
  sleep 1
  psql "$URL" -qX -v ON_ERROR_STOP=1 -c 'INSERT INTO ensaio_marca VALUES (2)' >/dev/null
  SEGMENTO="$(psql "$URL" -qAtX -c 'SELECT pg_walfile_name(pg_switch_wal())')"
  for _ in $(seq 1 60); do [ -f "$TMP/wal/$SEGMENTO" ] && break; sleep 1; done
  [ -f "$TMP/wal/$SEGMENTO" ] || falha "o WAL $SEGMENTO não foi arquivado"
  bash scripts/restaurar.sh "$COPIA_B" --wal "$TMP/wal" --ate "$ALVO" --descartar >"$TMP/r3.log" 2>&1 || true
  verificar "$TMP/r3.log" || falha "recuperação até $ALVO"
  grep -q '^tabela public.ensaio_marca: 1 ' "$TMP/r3.log" ||
    { cat "$TMP/r3.log"; falha "recuperação até $ALVO: ensaio_marca deveria ter 1 linha"; }
  echo "  recuperado até $ALVO: ensaio_marca com 1 linha (a segunda escrita, depois do alvo, ficou de fora)"
  marca pitr "$t"
fi

marca total "$T0"
echo "ensaio: ok"
