/** A parsed OpenAPI document (plain JSON data). */
export type OpenApiDocument = Record<string, unknown> & {
    servers?: {
        url: string;
        description?: string;
    }[];
    paths: Record<string, Record<string, unknown>>;
    components?: Record<string, Record<string, unknown>>;
};
/** Parses a YAML file with merge keys enabled. */
export declare function readYaml(file: string): OpenApiDocument;
/**
 * Inlines the components of `common.yaml` that `document` references.
 * @throws Error when a referenced common component does not exist, or clashes with a local one
 */
export declare function bundleCommon(document: OpenApiDocument, common: OpenApiDocument): OpenApiDocument;
/**
 * Moves each path's server prefix into the path key (see the module comment).
 * @throws Error when two paths flatten to the same key, or servers of one document differ in origin
 */
export declare function flattenServers(document: OpenApiDocument): OpenApiDocument;
/**
 * Loads `specs/<service>.yaml` (or any document beside a `common.yaml`), bundled and flattened.
 * @param file path of the document
 */
export declare function loadServiceDocument(file: string): OpenApiDocument;
/** Every operation of a (flattened) document, as `{method, path, operation}`; `method` upper case. */
export declare function listOperations(document: OpenApiDocument): {
    method: string;
    path: string;
    operation: Record<string, unknown>;
}[];
