/**
 * JMH micro-benchmarks of the engine's hot kernels, built only with the Maven profile {@code jmh}:
 * {@code mvn -B -Pjmh package -DskipTests && java -jar microbench/target/microbench.jar}.
 * Each benchmark is one large operation timed as a single shot per iteration, so the figures are
 * updates per second of the whole kernel, page faults and cache misses included.
 */
package graphsurge.microbench;
