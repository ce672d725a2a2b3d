package graphsurge.gstore.generate;

/** How edge endpoints are drawn. */
public enum GraphModel {
    /**
     * Recursive matrix (Chakrabarti et al. 2004) with the Graph500 Kronecker parameters
     * a=0.57, b=0.19, c=0.19, d=0.05: skewed, power-law-like degrees; vertex labels are randomly
     * permuted so that degree does not follow id.
     */
    RMAT,
    /** Both endpoints uniform over all vertices (Erdos-Renyi-like). */
    UNIFORM
}
