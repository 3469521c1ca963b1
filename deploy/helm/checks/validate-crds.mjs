// Validates custom resources against their projects' own schemas, for the chart's tests
// (tests/deploy/test_helm_chart.py): KEDA's keda.sh and the Prometheus Operator's
// monitoring.coreos.com kinds, with @kubernetes-models' validators, generated from each
// project's API types (package.json pins them).
//
//   node validate-crds.mjs < objects.json     (a JSON array of objects)
//
// Prints one JSON line per object: {"kind", "name", "error"} (error null when valid). A kind
// with no model is an error: nothing passes for want of a schema. Exit 0 unless the input
// cannot be read.
import { readFileSync } from "node:fs";

const PACKAGES = {
  "keda.sh": "@kubernetes-models/keda",
  "monitoring.coreos.com": "@kubernetes-models/prometheus-operator",
};

async function check(object) {
  const [group, version] = String(object.apiVersion).split("/");
  const pkg = PACKAGES[group];
  if (!pkg || !version) return `no schema here for ${object.apiVersion} ${object.kind}`;
  let model;
  try {
    model = (await import(`${pkg}/${group}/${version}/${object.kind}`))[object.kind];
  } catch {
    return `no schema here for ${object.apiVersion} ${object.kind}`;
  }
  try {
    new model(object).validate();
    return null;
  } catch (error) {
    return String(error.message || error);
  }
}

const objects = JSON.parse(readFileSync(0, "utf8"));
for (const object of objects) {
  const error = await check(object);
  console.log(JSON.stringify({ kind: object.kind, name: object.metadata?.name ?? null, error }));
}
