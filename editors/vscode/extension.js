// Starts `syndicate lsp` for the YAML files of a Syndicate pack (a folder with game.yaml).
// The server finds the pack of each file itself; files outside a pack get nothing from it.
const vscode = require("vscode");
const { LanguageClient, TransportKind } = require("vscode-languageclient/node");

let client;

function activate(context) {
  const [command, ...args] = vscode.workspace.getConfiguration("syndicate").get("lsp.command", ["syndicate", "lsp"]);
  const serverOptions = { command, args, transport: TransportKind.stdio };
  const clientOptions = {
    documentSelector: [{ scheme: "file", language: "yaml" }],
    synchronize: { fileEvents: vscode.workspace.createFileSystemWatcher("**/*.{yaml,png,jpg,jpeg,svg}") },
  };
  client = new LanguageClient("syndicate", "Syndicate effect language", serverOptions, clientOptions);
  context.subscriptions.push(client);
  return client.start();
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };
