// Activates a packaged VS Code extension outside VS Code, against a stand-in `vscode` module.
//
//   node vscode_stand_in.js EXTENSION_DIR '["/path/python", "-m", "compiler", "lsp"]'
//
// The extension's own packaged client (vscode-languageclient, from the .vsix) starts the
// configured server as VS Code would, over stdio, and completes the LSP handshake. Prints one
// JSON line: whether the client runs, the server's name and its capabilities; exit 0 when so.
// Only what the client touches while starting is given; everything else is an inert stand-in.
const Module = require("module");
const path = require("path");

const extensionDir = path.resolve(process.argv[2]);
const serverCommand = JSON.parse(process.argv[3]);

const handler = {
  get: (target, prop) => (prop in target ? target[prop]
    : prop === "__esModule" ? false
    : prop === "then" || prop === Symbol.iterator ? undefined
    : prop === Symbol.toPrimitive ? () => ""
    : inert()),
};
function inert() {
  const f = function () { return inert(); };
  return new Proxy(f, { ...handler, construct: () => inert() });
}
const disposable = { dispose() {} };
const event = () => disposable;
const log = [];
const vscode = new Proxy({
  version: "1.95.0",
  env: { appName: "stand-in", language: "en", machineId: "0", sessionId: "0", uriScheme: "vscode" },
  workspace: new Proxy({
    getConfiguration: () => ({ get: (key, dflt) => (key === "lsp.command" ? serverCommand : dflt), has: () => false }),
    createFileSystemWatcher: () => ({ onDidCreate: event, onDidChange: event, onDidDelete: event, dispose() {} }),
    workspaceFolders: undefined, textDocuments: [],
    onDidOpenTextDocument: event, onDidChangeTextDocument: event, onDidCloseTextDocument: event,
    onDidSaveTextDocument: event, onWillSaveTextDocument: event, onDidChangeConfiguration: event,
    onDidChangeWorkspaceFolders: event,
  }, handler),
  window: new Proxy({
    createOutputChannel: () => ({ append: (t) => log.push(t), appendLine: (t) => log.push(t), show() {},
                                  dispose() {}, replace() {}, clear() {} }),
    activeTextEditor: undefined, visibleTextEditors: [],
    onDidChangeActiveTextEditor: event, onDidChangeVisibleTextEditors: event,
  }, handler),
  Disposable: class { constructor(f) { this.f = f; } dispose() { if (this.f) this.f(); } static from() { return disposable; } },
  EventEmitter: class { constructor() { this.event = event; } fire() {} dispose() {} },
}, handler);

// `vscode` is the one module VS Code provides; every other require must resolve inside the extension.
const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  return request === "vscode" ? "vscode" : resolve.call(this, request, ...rest);
};
require.cache.vscode = { id: "vscode", filename: "vscode", loaded: true, exports: vscode };

function report(fields, code) {
  console.log(JSON.stringify({ ...fields, output: log.join("") }));
  process.exit(code);
}
const timer = setTimeout(() => report({ error: "no handshake within 90 s" }, 3), 90000);
const context = { subscriptions: [] };
let extension;
Promise.resolve()
  .then(() => { extension = require(path.join(extensionDir, "extension.js")); return extension.activate(context); })
  .then(() => {
    const client = context.subscriptions[0];
    const result = client.initializeResult;
    const fields = { running: client.isRunning(), server: result.serverInfo,
                     capabilities: Object.keys(result.capabilities).sort() };
    return Promise.resolve(extension.deactivate()).then(() => fields);
  })
  .then((fields) => { clearTimeout(timer); report(fields, 0); },
        (e) => { clearTimeout(timer); report({ error: String((e && e.stack) || e) }, 2); });
