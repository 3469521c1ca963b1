#!/bin/sh
# Entry point of the Redis container: writes the ACL file from users.acl.template with
# each role's password from TRANSQ_<ROLE>_PASSWORD or the file TRANSQ_<ROLE>_PASSWORD_FILE
# names (a Docker secret), stored only as its SHA-256, then starts redis-server with the
# given arguments (REDIS_SERVER names another binary, e.g. valkey-server in the Helm chart's
# Valkey). Same rule as devtools/acl.py (python -m devtools.acl), which the tests use.
set -eu
template=${ACL_TEMPLATE:-/etc/redis/users.acl.template}
out=${ACL_FILE:-/tmp/users.acl}
umask 077
cp "$template" "$out.tmp"
for role in producer gateway worker monitor admin; do
  name="TRANSQ_$(echo "$role" | tr '[:lower:]' '[:upper:]')_PASSWORD"
  eval "file=\${${name}_FILE:-}"
  if [ -n "$file" ]; then value=$(cat "$file"); else eval "value=\${$name:-}"; fi
  if [ -z "$value" ]; then
    echo "error: no password for the Redis role $role: set $name or ${name}_FILE" >&2
    exit 2
  fi
  hash=$(printf '%s' "$value" | sha256sum | cut -d' ' -f1)
  sed -i "s|{{$role}}|#$hash|" "$out.tmp"
done
mv "$out.tmp" "$out"
exec "${REDIS_SERVER:-redis-server}" "$@" --aclfile "$out"
