{{/* Names and labels. */}}
{{- define "transq.name" -}}
{{- default .Chart.Name .Values.nameOverride | trunc 63 | trimSuffix "-" -}}
{{- end -}}

{{- define "transq.fullname" -}}
{{- if .Values.fullnameOverride -}}
{{- .Values.fullnameOverride | trunc 63 | trimSuffix "-" -}}
{{- else -}}
{{- $name := default .Chart.Name .Values.nameOverride -}}
{{- if contains $name .Release.Name -}}
{{- .Release.Name | trunc 63 | trimSuffix "-" -}}
{{- else -}}
{{- printf "%s-%s" .Release.Name $name | trunc 63 | trimSuffix "-" -}}
{{- end -}}
{{- end -}}
{{- end -}}

{{/* transq.labels: (dict "ctx" $ "component" "worker") */}}
{{- define "transq.labels" -}}
helm.sh/chart: {{ printf "%s-%s" .ctx.Chart.Name .ctx.Chart.Version | replace "+" "_" }}
app.kubernetes.io/managed-by: {{ .ctx.Release.Service }}
app.kubernetes.io/version: {{ .ctx.Chart.AppVersion | quote }}
{{ include "transq.selectorLabels" . }}
{{- end -}}

{{- define "transq.selectorLabels" -}}
app.kubernetes.io/name: {{ include "transq.name" .ctx }}
app.kubernetes.io/instance: {{ .ctx.Release.Name }}
app.kubernetes.io/component: {{ .component }}
{{- end -}}

{{/* transq.image: (dict "ctx" $ "image" .Values.images.ops) */}}
{{- define "transq.image" -}}
{{- printf "%s:%s" .image.repository (default .ctx.Chart.AppVersion .image.tag) -}}
{{- end -}}

{{/* The Redis URL: redis.url, else the bundled Valkey's service. */}}
{{- define "transq.redisUrl" -}}
{{- if .Values.redis.url -}}
{{- .Values.redis.url -}}
{{- else if .Values.valkey.enabled -}}
{{- printf "redis://%s-valkey:6379/0" (include "transq.fullname" .) -}}
{{- else -}}
{{- fail "set redis.url (redis://, rediss://, redis+sentinel://) or valkey.enabled=true" -}}
{{- end -}}
{{- end -}}

{{/* The Secret holding one Redis role's password (key `password`): (dict "ctx" $ "role" "worker") */}}
{{- define "transq.userSecret" -}}
{{- $user := index .ctx.Values.redis.users .role -}}
{{- if $user.existingSecret -}}
{{- $user.existingSecret -}}
{{- else -}}
{{- printf "%s-redis-%s" (include "transq.fullname" .ctx) .role -}}
{{- end -}}
{{- end -}}

{{/*
How one process reaches Redis, as TRANSQ_ environment: (dict "ctx" $ "role" "worker" "prefix" "TRANSQ_REDIS")
prefix TRANSQ_GATEWAY__ADMIN_REDIS for the gateway's admin connection.
*/}}
{{- define "transq.redisEnv" -}}
{{- $v := .ctx.Values.redis -}}
- name: {{ .prefix }}__URL
  value: {{ include "transq.redisUrl" .ctx | quote }}
{{- if $v.cluster }}
- name: {{ .prefix }}__CLUSTER
  value: "true"
{{- end }}
- name: {{ .prefix }}__USERNAME
  value: {{ .role }}
- name: {{ .prefix }}__PASSWORD
  valueFrom:
    secretKeyRef:
      name: {{ include "transq.userSecret" (dict "ctx" .ctx "role" .role) }}
      key: password
{{- if $v.sentinel.username }}
- name: {{ .prefix }}__SENTINEL_USERNAME
  value: {{ $v.sentinel.username | quote }}
{{- end }}
{{- if or $v.sentinel.password $v.sentinel.existingSecret }}
- name: {{ .prefix }}__SENTINEL_PASSWORD
  valueFrom:
    secretKeyRef:
      name: {{ default (printf "%s-redis-sentinel" (include "transq.fullname" .ctx)) $v.sentinel.existingSecret }}
      key: password
{{- end }}
{{- if $v.tls.caSecret }}
- name: {{ .prefix }}__SSL_CA_CERTS
  value: /tls/ca.crt
{{- end }}
{{- end -}}

{{/* The queue every component serves. */}}
{{- define "transq.queueEnv" -}}
- name: TRANSQ_QUEUE__NAMESPACE
  value: {{ .Values.queue.namespace | quote }}
- name: TRANSQ_QUEUE__NAME
  value: {{ .Values.queue.name | quote }}
{{- end -}}

{{/* The TLS CA volume and mount (callers check redis.tls.caSecret). */}}
{{- define "transq.tlsVolume" -}}
- name: redis-tls
  secret: {secretName: {{ .Values.redis.tls.caSecret }}}
{{- end -}}
{{- define "transq.tlsMount" -}}
- {name: redis-tls, mountPath: /tls, readOnly: true}
{{- end -}}

{{/*
Settings as TRANSQ_ environment, nested tables joined with "__": (dict "prefix" "TRANSQ" "values" .Values.worker.settings)
Helm reads numbers as floats: whole ones are written as integers (1000000, not 1e+06);
lists and maps at the leaves go as JSON, which pydantic-settings parses.
*/}}
{{- define "transq.settingsEnv" -}}
{{- $prefix := .prefix -}}
{{- range $key, $value := .values -}}
{{- $name := printf "%s__%s" $prefix (upper $key) -}}
{{- if eq $prefix "TRANSQ" -}}{{- $name = printf "TRANSQ_%s" (upper $key) -}}{{- end -}}
{{- if kindIs "map" $value -}}
{{- include "transq.settingsEnv" (dict "prefix" $name "values" $value) -}}
{{- else -}}
{{- $text := toString $value -}}
{{- if and (kindIs "float64" $value) (eq $value (float64 (int64 $value))) -}}{{- $text = int64 $value | toString -}}{{- end -}}
{{- if kindIs "slice" $value -}}{{- $text = toJson $value -}}{{- end }}
- name: {{ $name }}
  value: {{ $text | quote }}
{{- end -}}
{{- end -}}
{{- end -}}

{{/* A worker setting from values (loop.grace_period_s ...), or the default given: (list $ "loop" "grace_period_s" 30) */}}
{{- define "transq.workerSetting" -}}
{{- $ctx := index . 0 -}}
{{- $section := index $ctx.Values.worker.settings (index . 1) | default dict -}}
{{- $value := index $section (index . 2) -}}
{{- if kindIs "invalid" $value }}{{ index . 3 }}{{ else }}{{ $value }}{{ end -}}
{{- end -}}

{{- define "transq.enginesPerPod" -}}
{{- include "transq.workerSetting" (list . "placement" "engines_per_gpu" 1) | int -}}
{{- end -}}

{{/* Seconds from SIGTERM to SIGKILL: the drain plus a margin, never less than the drain. */}}
{{- define "transq.workerGraceSeconds" -}}
{{- $drain := include "transq.workerSetting" (list . "loop" "grace_period_s" 30) | float64 -}}
{{- $grace := .Values.worker.terminationGracePeriodSeconds -}}
{{- if kindIs "invalid" $grace -}}
{{- $grace = addf $drain .Values.worker.drainMarginSeconds -}}
{{- end -}}
{{- if le (float64 $grace) $drain -}}
{{- fail (printf "worker.terminationGracePeriodSeconds (%v) must be above the worker's drain, settings.loop.grace_period_s (%v): Kubernetes would kill jobs mid-drain" $grace $drain) -}}
{{- end -}}
{{- $grace | ceil | int64 -}}
{{- end -}}

{{/* The worker's config file in its ConfigMap. */}}
{{- define "transq.workerConfigFile" -}}
{{- if .Values.worker.gpu }}worker-gpu.toml{{ else }}worker.toml{{ end -}}
{{- end -}}
