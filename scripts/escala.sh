#!/usr/bin/env bash
# A scale-out layout on this one machine: a PostgreSQL primary and a streaming replica (two Debian
# clusters), N api instances and nginx balancing them (WebSocket included, no sticky sessions).
# See docs/operacao.md, "Várias instâncias".
set -euo pipefail
cd "$(dirname "$0")/.."
RAIZ="$PWD"

uso() {
  cat <<'FIM'
Uso: bash scripts/escala.sh subir [--instancias N] [--porta P] [--demo [N]]
     bash scripts/escala.sh verificar
     bash scripts/escala.sh descer
     bash scripts/escala.sh curto

  subir      cria os clusters PostgreSQL 15 'escala_primario' (primário) e 'escala_replica'
             (réplica por streaming, pg_basebackup), migra o banco e cria o primeiro administrador,
             sobe N instâncias da api (padrão 3) nas portas P+1..P+N e o nginx na porta P (padrão
             8088), com configuração, pid e logs próprios em .tmp/escala/ (o serviço nginx do
             sistema não é tocado; o pacote é instalado se faltar). Exige root (Debian).
             --demo [N] carrega antes do administrador a organização de demonstração (usuários
             'selecao', 'recrutamento', 'callcenter'... com a senha DEMO_PASSWORD, padrão
             'demo1234'; vagas, clientes, conversas) e N candidatos (padrão 20000): é a base do
             'node bench/dia.mjs' (um dia de 200 analistas). Sem --demo o banco fica vazio.
  verificar  pelo nginx: saúde e prontidão, login e sessão atendidos por instâncias diferentes,
             WebSocket recebendo o evento de uma escrita feita por outra instância, /metrics
             recusado no nginx e servido com o token na instância; a réplica em streaming e uma
             linha escrita no primário lida na réplica. Termina com uma linha
             'escala: ok' ou 'escala: FALHOU <o quê>' (código 0 ou 1).
  descer     para o nginx e as instâncias, remove os dois clusters e o diretório de estado;
             pode ser repetido, e serve depois de um 'subir' que falhou.
  curto      versão curta para a integração contínua, com nomes próprios ('escala_curto_*',
             .tmp/escala-curto/, porta 8188): duas instâncias, uma réplica, verificar e duas falhas
             sob carga (scripts/falhas.mjs instancia e postgres); termina com 'escala curto: ok' ou
             'escala curto: FALHOU <o quê>' e desce tudo.

  DATABASE_REPLICA_URL (a réplica) é passado às instâncias: as leituras pesadas vão a ela, as
  escritas e as leituras logo após a própria escrita, ao primário. O nginx (código aberto) só tem verificação passiva
  (max_fails/fail_timeout): a prontidão /api/health/pronto é aguardada ao subir, não sondada.
FIM
}

# Names and places; 'curto' uses its own, so it never touches a layout already up.
PREFIXO="${ESCALA_PREFIXO:-escala}"
ESTADO="${ESCALA_ESTADO:-$RAIZ/.tmp/escala}"
VERSAO_PG=15
ADMIN_LOGIN='escala.admin'

em_postgres() { runuser -u postgres -- "$@"; }
porta_ocupada() { ss -Hltn "sport = :$1" | grep -q .; }
porta_livre() {
  local p="$1"
  while porta_ocupada "$p" || pg_lsclusters -h | awk '{print $3}' | grep -qx "$p"; do p=$((p + 1)); done
  echo "$p"
}
cluster_existe() { pg_lsclusters -h | awk -v n="$1" '$1==ENVIRON["VERSAO_PG"] && $2==n' | grep -q .; }
export VERSAO_PG

# Kills only a recorded process that is still the one started here (its command line says so).
parar_pid() {
  local arquivo="$1" marca="$2" sinal="${3:-TERM}" pid
  [ -f "$arquivo" ] || return 0
  pid="$(cat "$arquivo")"
  if [ -n "$pid" ] && [ -r "/proc/$pid/cmdline" ] && tr '\0' ' ' <"/proc/$pid/cmdline" | grep -q -- "$marca"; then
    kill "-$sinal" "$pid" 2>/dev/null || true
    echo "$pid"
  fi
}
vivo() { [ -n "$1" ] && kill -0 "$1" 2>/dev/null; }

esperar_url() { # url seconds
  local i
  for i in $(seq 1 "$2"); do
    curl -fsS -o /dev/null --max-time 2 "$1" 2>/dev/null && return 0
    sleep 1
  done
  return 1
}

# ---------------------------------------------------------------------------------------------
subir() {
  local n=3 porta=8088 demo=''
  while [ $# -gt 0 ]; do
    case "$1" in
      --instancias) n="${2:?}"; shift 2 ;;
      --porta) porta="${2:?}"; shift 2 ;;
      # the count is optional: a number right after --demo is taken as it
      --demo)
        if [[ "${2:-}" =~ ^[0-9]+$ ]]; then demo="$2"; shift 2; else demo=20000; shift; fi ;;
      *) uso; exit 2 ;;
    esac
  done
  [[ "$n" =~ ^[1-9][0-9]?$ ]] || { echo "--instancias: de 1 a 99"; exit 2; }
  [[ "$porta" =~ ^[0-9]+$ ]] || { echo "--porta: um número"; exit 2; }
  [ "$(id -u)" = 0 ] || { echo "subir precisa de root (clusters do Debian, nginx)"; exit 1; }
  if [ -e "$ESTADO/ambiente" ] || cluster_existe "${PREFIXO}_primario"; then
    echo "já há um '$PREFIXO' em pé (ou restos de um): rode antes 'bash scripts/escala.sh descer'"
    exit 1
  fi
  local p
  for p in $(seq "$porta" $((porta + n))); do
    porta_ocupada "$p" && { echo "a porta $p já está em uso; escolha outra com --porta"; exit 1; }
  done
  trap 'echo "subir falhou; veja $ESTADO e rode: bash scripts/escala.sh descer" >&2' ERR

  mkdir -p "$ESTADO/nginx/logs"
  command -v nginx >/dev/null || {
    echo "# instalando o nginx (pacote do Debian; o serviço do sistema não é usado)"
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx >/dev/null
  }

  local senha_banco senha_repl porta_pri porta_rep
  senha_banco="$(openssl rand -hex 16)"
  senha_repl="$(openssl rand -hex 16)"
  porta_pri="$(porta_livre 5440)"

  echo "# primário: cluster $VERSAO_PG ${PREFIXO}_primario na porta $porta_pri"
  pg_createcluster "$VERSAO_PG" "${PREFIXO}_primario" -p "$porta_pri" \
    -o wal_level=replica -o max_wal_senders=5 -o wal_keep_size=64MB \
    -o max_connections=60 -o shared_buffers=32MB >/dev/null
  local hba_pri="/etc/postgresql/$VERSAO_PG/${PREFIXO}_primario/pg_hba.conf"
  printf 'host replication %s_repl 127.0.0.1/32 scram-sha-256\n' "$PREFIXO" >>"$hba_pri"
  pg_ctlcluster "$VERSAO_PG" "${PREFIXO}_primario" start
  em_postgres psql -q -p "$porta_pri" -v ON_ERROR_STOP=1 <<SQL
CREATE ROLE ${PREFIXO} LOGIN PASSWORD '${senha_banco}';
CREATE DATABASE ${PREFIXO} OWNER ${PREFIXO};
CREATE ROLE ${PREFIXO}_repl REPLICATION LOGIN PASSWORD '${senha_repl}';
SQL

  porta_rep="$(porta_livre $((porta_pri + 1)))"
  echo "# réplica: cluster $VERSAO_PG ${PREFIXO}_replica na porta $porta_rep (pg_basebackup -R -X stream)"
  pg_createcluster "$VERSAO_PG" "${PREFIXO}_replica" -p "$porta_rep" \
    -o max_connections=60 -o shared_buffers=32MB -o hot_standby=on >/dev/null
  local dados_rep="/var/lib/postgresql/$VERSAO_PG/${PREFIXO}_replica"
  find "$dados_rep" -mindepth 1 -delete
  PGPASSWORD="$senha_repl" em_postgres pg_basebackup -h 127.0.0.1 -p "$porta_pri" -U "${PREFIXO}_repl" \
    -D "$dados_rep" -R -X stream -c fast
  pg_ctlcluster "$VERSAO_PG" "${PREFIXO}_replica" start

  local url_pri="postgres://${PREFIXO}:${senha_banco}@127.0.0.1:${porta_pri}/${PREFIXO}"
  local url_rep="postgres://${PREFIXO}:${senha_banco}@127.0.0.1:${porta_rep}/${PREFIXO}"
  local senha_admin segredo_portal token_metricas
  senha_admin="escala $(openssl rand -hex 6) grampo"
  segredo_portal="$(openssl rand -hex 24)"
  token_metricas="$(openssl rand -hex 16)"
  {
    printf 'N=%q\nPORTA=%q\nPORTA_PRIMARIO=%q\nPORTA_REPLICA=%q\n' "$n" "$porta" "$porta_pri" "$porta_rep"
    printf 'URL_PRIMARIO=%q\nURL_REPLICA=%q\n' "$url_pri" "$url_rep"
    printf 'ADMIN_LOGIN=%q\nADMIN_SENHA=%q\nMETRICS_TOKEN=%q\n' "$ADMIN_LOGIN" "$senha_admin" "$token_metricas"
    printf 'PORTAL_SECRET=%q\nPREFIXO=%q\n' "$segredo_portal" "$PREFIXO"
  } >"$ESTADO/ambiente"
  chmod 600 "$ESTADO/ambiente"

  if [ ! -f apps/api/dist/server.js ]; then
    echo "# gerando a api (npm run build -w @backoffice/api)"
    npm run build -w @backoffice/api >"$ESTADO/build.log" 2>&1
  fi
  echo "# migrações e primeiro administrador ($ADMIN_LOGIN) no primário"
  DATABASE_URL="$url_pri" npm run -s db:migrate >"$ESTADO/migracao.log" 2>&1
  if [ -n "$demo" ]; then
    # Before the administrator: the seed loads the demo organisation only while 'usuario' is empty.
    echo "# demonstração com $demo candidatos no primário (npm run seed; log em $ESTADO/seed.log)"
    DATABASE_URL="$url_pri" npm run -s seed -- --candidates "$demo" >"$ESTADO/seed.log" 2>&1
    grep -q '^Logins de demonstração' "$ESTADO/seed.log" || {
      echo "o seed não carregou a organização de demonstração (veja $ESTADO/seed.log)" >&2
      false
    }
  fi
  DATABASE_URL="$url_pri" ADMIN_SENHA="$senha_admin" npm run -s admin:criar -- --login "$ADMIN_LOGIN" \
    --nome "Administração da Escala" --email admin@escala.local >>"$ESTADO/migracao.log" 2>&1

  # The first instance alone, then the others: instances starting together on a fresh database can
  # collide while the first one creates the job queues (a deadlock that stops one of them).
  iniciar_instancia 1 "$porta" "$url_pri" "$url_rep" "$segredo_portal" "$token_metricas"
  esperar_instancia 1 "$porta"
  local i
  for i in $(seq 2 "$n"); do
    iniciar_instancia "$i" "$porta" "$url_pri" "$url_rep" "$segredo_portal" "$token_metricas"
  done

  escrever_nginx "$n" "$porta"
  nginx -t -q -e "$ESTADO/nginx/logs/error.log" -p "$ESTADO/nginx/" -c "$ESTADO/nginx/nginx.conf"
  nginx -e "$ESTADO/nginx/logs/error.log" -p "$ESTADO/nginx/" -c "$ESTADO/nginx/nginx.conf"

  for i in $(seq 2 "$n"); do esperar_instancia "$i" "$porta"; done
  esperar_url "http://127.0.0.1:$porta/api/health/pronto" 20 || { echo "o nginx não respondeu" >&2; false; }
  echo "nginx: http://127.0.0.1:$porta (pid $(cat "$ESTADO/nginx/nginx.pid"))"
  echo "administrador: $ADMIN_LOGIN (senha em $ESTADO/ambiente)"
  trap - ERR
}

iniciar_instancia() { # i porta url_primario url_replica segredo_portal token_metricas
  local i="$1" porta="$2"
  # The same secrets on every instance; the database holds the sessions, so any instance serves any
  # request. Light settings: this machine is shared. A statement past 5 s answers 503 (a back office's
  # screens wait seconds, not minutes).
  env DATABASE_URL="$3" DATABASE_REPLICA_URL="$4" PORT=$((porta + i)) HOST=127.0.0.1 \
    DEMO_DATA=false TRUST_PROXY=true PORTAL_PUBLIC_URL="http://127.0.0.1:$porta" \
    PORTAL_SECRET="$5" METRICS_TOKEN="$6" DB_POOL_MAX=4 DB_STATEMENT_TIMEOUT_MS=5000 \
    CAMPANHA_TRABALHADORES=1 DRENAGEM_SEGUNDOS=5 LOG_LEVEL=info NODE_ENV=production \
    setsid node apps/api/dist/server.js >"$ESTADO/instancia-$i.log" 2>&1 </dev/null &
  echo $! >"$ESTADO/instancia-$i.pid"
  disown $! # its end (SIGTERM, or the kill -9 of 'curto') is not this shell's business
}

esperar_instancia() { # i porta
  local i="$1" porta="$2"
  if ! esperar_url "http://127.0.0.1:$((porta + i))/api/health/pronto" 90; then
    tail -20 "$ESTADO/instancia-$i.log" >&2
    echo "a instância $i (porta $((porta + i))) não ficou pronta" >&2
    return 1
  fi
  echo "instância $i: pronta em 127.0.0.1:$((porta + i)) (pid $(cat "$ESTADO/instancia-$i.pid"))"
}

escrever_nginx() {
  local n="$1" porta="$2" i servidores=''
  for i in $(seq 1 "$n"); do
    servidores+="    server 127.0.0.1:$((porta + i)) max_fails=2 fail_timeout=10s;"$'\n'
  done
  local d="$ESTADO/nginx"
  cat >"$d/nginx.conf" <<CONF
# Written by scripts/escala.sh; run with: nginx -p $d/ -c $d/nginx.conf
worker_processes 1;
pid $d/nginx.pid;
error_log $d/logs/error.log warn;
# A browser keeps up to 6 connections and each proxied request holds an upstream one too: 200
# analysts need well over 512 (nginx then closes idle keep-alive connections a client may be reusing).
worker_rlimit_nofile 8192;
events { worker_connections 4096; }

http {
  log_format escala '\$remote_addr [\$time_local] "\$request" \$status upstream=\$upstream_addr '
                    'upstream_status=\$upstream_status \$request_time';
  access_log $d/logs/access.log escala;
  client_body_temp_path $d/tmp/corpo;
  proxy_temp_path $d/tmp/proxy;
  fastcgi_temp_path $d/tmp/fastcgi;
  uwsgi_temp_path $d/tmp/uwsgi;
  scgi_temp_path $d/tmp/scgi;
  client_max_body_size 20m;
  server_tokens off;

  # Connection header towards an instance: 'upgrade' for a WebSocket handshake, keep-alive otherwise.
  map \$http_upgrade \$conexao_instancia {
    default upgrade;
    ''      '';
  }

  # Round robin, no stickiness: sessions live in the database. Passive health: an instance that
  # refuses or fails twice in 10 s is left out for 10 s.
  upstream backoffice {
$servidores    keepalive 16;
  }

  server {
    listen 127.0.0.1:$porta;

    # Which instance answered (its address): lets an operator and the layout's check see the spread.
    add_header X-Instancia \$upstream_addr always;

    proxy_http_version 1.1;
    proxy_set_header Host \$http_host;
    proxy_set_header X-Forwarded-For \$remote_addr;
    proxy_set_header X-Forwarded-Proto \$scheme;
    proxy_set_header Connection \$conexao_instancia;
    # Set here, not in a location: a location with proxy_set_header of its own inherits none of these.
    proxy_set_header Upgrade \$http_upgrade;
    proxy_connect_timeout 2s;
    proxy_read_timeout 60s;
    # An instance that stopped (connection refused, reset) hands the request to the next one; nginx
    # does this only for idempotent methods (no 'non_idempotent' here). Not on a 503: the instances
    # answer it when the database cannot (Retry-After), and every instance would answer the same;
    # counted as failures, they would leave nginx with no instance at all (its own 502).
    proxy_next_upstream error timeout http_502;
    proxy_next_upstream_tries 3;
    proxy_next_upstream_timeout 10s;

    # Metrics are read on each instance, never through the public address.
    location = /metrics { return 404; }

    # The real-time channel: the upgrade headers go through; long reads (the server pings every 30 s).
    location = /ws {
      proxy_pass http://backoffice;
      proxy_read_timeout 1h;
      proxy_send_timeout 1h;
    }

    location / {
      proxy_pass http://backoffice;
    }
  }
}
CONF
  mkdir -p "$d/tmp"
}

# What subir recorded (ports, URLs, the administrator's password), exported for the node checks.
carregar_ambiente() {
  # shellcheck disable=SC1091
  source "$ESTADO/ambiente"
  export N PORTA PORTA_PRIMARIO PORTA_REPLICA ADMIN_LOGIN ADMIN_SENHA METRICS_TOKEN PREFIXO
}

# ---------------------------------------------------------------------------------------------
verificar() {
  if [ ! -f "$ESTADO/ambiente" ]; then
    echo "${ESCALA_ROTULO:-escala}: FALHOU nada em pé (rode subir)"
    return 1
  fi
  carregar_ambiente
  local falhas=() linha
  ok() { echo "ok: $*"; }
  falha() { echo "FALHOU: $1: $2"; falhas+=("$1"); }

  # replication: the replica streams, and a row written on the primary is read there
  linha="$(em_postgres psql -XAt -p "$PORTA_PRIMARIO" -c \
    "SELECT state || ' ' || coalesce(replay_lsn::text,'-') FROM pg_stat_replication LIMIT 1" 2>&1 || true)"
  if [[ "$linha" == streaming* ]]; then ok "pg_stat_replication no primário: $linha"
  else falha "replicação" "pg_stat_replication não mostra a réplica em streaming ($linha)"; fi
  linha="$(em_postgres psql -XAt -p "$PORTA_REPLICA" -c 'SELECT pg_is_in_recovery()' 2>&1 || true)"
  [ "$linha" = t ] && ok "a réplica está em recuperação (hot standby, só leitura)" \
    || falha "réplica" "pg_is_in_recovery() na réplica: $linha"
  local marca lida='' i
  marca="sonda-$(date +%s%N)"
  em_postgres psql -XAtq -p "$PORTA_PRIMARIO" -d "$PREFIXO" -v ON_ERROR_STOP=1 -c \
    "SET client_min_messages = warning;
     CREATE TABLE IF NOT EXISTS escala_sonda (marca text PRIMARY KEY, em timestamptz DEFAULT now());
     INSERT INTO escala_sonda (marca) VALUES ('$marca')" >/dev/null
  for i in $(seq 1 50); do
    lida="$(em_postgres psql -XAt -p "$PORTA_REPLICA" -d "$PREFIXO" -c \
      "SELECT marca FROM escala_sonda WHERE marca = '$marca'" 2>/dev/null || true)"
    [ "$lida" = "$marca" ] && break
    sleep 0.2
  done
  [ "$lida" = "$marca" ] && ok "linha escrita no primário lida na réplica em até $((i * 200)) ms" \
    || falha "réplica" "a linha escrita no primário não chegou à réplica em 10 s"

  # the api through nginx (a node script: HTTP, cookie, WebSocket)
  local saida
  if saida="$(node scripts/escala-verificar.mjs 2>&1)"; then
    printf '%s\n' "$saida"
  else
    printf '%s\n' "$saida"
    falhas+=("$(printf '%s\n' "$saida" | sed -n 's/^FALHOU: \([^:]*\):.*/\1/p' | paste -sd, -)")
  fi

  # every recorded process is still running
  for i in $(seq 1 "$N"); do
    vivo "$(cat "$ESTADO/instancia-$i.pid" 2>/dev/null)" || falha "instância $i" "o processo da instância $i não está rodando"
  done

  if [ ${#falhas[@]} -eq 0 ]; then
    echo "${ESCALA_ROTULO:-escala}: ok"
  else
    echo "${ESCALA_ROTULO:-escala}: FALHOU $(printf '%s\n' "${falhas[@]}" | grep . | sort -u | paste -sd, - | sed 's/,/, /g')"
    return 1
  fi
}

# ---------------------------------------------------------------------------------------------
descer() {
  local d="$ESTADO/nginx" pid i pids=()
  if [ -f "$d/nginx.pid" ]; then
    pid="$(parar_pid "$d/nginx.pid" nginx QUIT)" && [ -n "$pid" ] && pids+=("$pid") && echo "nginx: parando (pid $pid)"
  fi
  for arquivo in "$ESTADO"/instancia-*.pid; do
    [ -f "$arquivo" ] || continue
    pid="$(parar_pid "$arquivo" 'apps/api/dist/server.js' TERM)"
    [ -n "$pid" ] && pids+=("$pid") && echo "$(basename "$arquivo" .pid): parando (pid $pid, SIGTERM e drenagem)"
  done
  # the drain is set to 5 s in this layout; after 15 s whatever is left is killed
  for i in $(seq 1 30); do
    local restam=0
    for pid in "${pids[@]}"; do vivo "$pid" && restam=1; done
    [ "$restam" = 0 ] && break
    sleep 0.5
  done
  for pid in "${pids[@]}"; do vivo "$pid" && { kill -KILL "$pid" 2>/dev/null || true; echo "pid $pid: SIGKILL"; }; done
  for nome in "${PREFIXO}_replica" "${PREFIXO}_primario"; do
    if cluster_existe "$nome"; then
      pg_dropcluster --stop "$VERSAO_PG" "$nome"
      echo "cluster $VERSAO_PG $nome: removido"
    fi
  done
  rm -rf "$ESTADO"
  echo "${ESCALA_ROTULO:-escala}: descido"
}

# ---------------------------------------------------------------------------------------------
# Short version for CI: 2 instances, the replica, verificar, two faults under load (an instance, the primary).
curto() {
  export ESCALA_PREFIXO=escala_curto ESCALA_ESTADO="$RAIZ/.tmp/escala-curto" ESCALA_ROTULO='escala curto'
  PREFIXO="$ESCALA_PREFIXO" ESTADO="$ESCALA_ESTADO"
  local porta="${ESCALA_CURTO_PORTA:-8188}" motivo=''
  descer >/dev/null 2>&1 || true
  if ! subir --instancias 2 --porta "$porta"; then
    motivo='subir'
  elif ! ESCALA_ROTULO='verificar' verificar; then
    motivo='verificar'
  else
    # two faults under load (scripts/falhas.mjs): instance 1 killed with SIGKILL, the primary stopped
    carregar_ambiente
    export ESTADO
    if ! node scripts/falhas.mjs instancia; then
      motivo='falha de uma instância'
    elif ! node scripts/falhas.mjs postgres; then
      motivo='falha do banco'
    fi
  fi
  descer >/dev/null 2>&1 || true
  if [ -z "$motivo" ]; then echo "escala curto: ok"; else echo "escala curto: FALHOU $motivo"; return 1; fi
}

case "${1:-}" in
  subir) shift; subir "$@" ;;
  verificar) verificar ;;
  descer) descer ;;
  curto) curto ;;
  -h | --help | ajuda) uso ;;
  *) uso; exit 2 ;;
esac
