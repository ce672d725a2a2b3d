package graphsurge.gvdl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import graphsurge.gvdl.ast.GvdlPrinter;
import graphsurge.gvdl.ast.Statement;
import graphsurge.gvdl.parse.Parser;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class RoundTripAndFuzzTest {
    private static final String[] CORPUS = {
        "LOAD GRAPH WITH VERTICES FROM 'v.csv' AND EDGES FROM 'e.csv' COMMENT '#';",
        "CREATE VIEW COLLECTION c WHERE [year >= $y AND u.city IN ('Rome', 'Oslo')] FOR $y IN 2000..2010 STEP 2 MANUALLY_ORDERED;",
        "RUN ADAPTIVE UPTO 5 COMP_X 1.5 COMPUTATION sssp(root=1, weight=w) ON COLLECTION c SAVE RESULTS TO 'out' INDICES [1, 2];",
        "RUN DIFFERENTIAL COMPUTATION wcc ON COLLECTION c SAVE RESULTS TO 'out' SEGMENTS 4 RESUME; SET CLUSTER 'flink://h:8081';",
        "RUN COMPUTATION bfs(root=1) ON COLLECTION c SAVE RESULTS TO 'out' AS PARQUET REPLACE;",
        "CREATE VIEW v WHERE NOT (a = 1 OR !(b <> 'x')) AND c <= -2.5;",
        "CREATE VIEW COLLECTION w WHERE [year >= $y * 2 - (1 + -$y) / 3.5 AND year < $y + 5] FOR $y IN 2000..2020;",
        "SHOW DATA FOR COLLECTION 'c'; SET THREADS 4 AND PROCESS_ID 0; DELETE CUBES;",
        "load cube c 1 4 from 'd' with prefix 'batch_' separator ' ' with_full;"
    };

    @Test
    void printedAstsParseBackToTheSameAst() {
        for (long seed = 1; seed <= 3000; seed++) {
            Statement original = new RandomStatements(seed).statement();
            String text = GvdlPrinter.print(original);
            try {
                assertEquals(original, Parser.parseStatement(text), "seed " + seed + ": " + text);
            } catch (GvdlException e) {
                fail("seed " + seed + ": the printed statement does not parse: " + text + "\n" + e.getMessage());
            }
        }
    }

    @Test
    void randomAndMutatedInputOnlyEverFailsWithAPositionedGvdlError() {
        long seed = 20261129;
        SplittableRandom random = new SplittableRandom(seed);
        String alphabet = "abcXYZ_019 \n\t'\"`$.,;:()[]=<>!-/*+";
        int failures = 0;
        for (int i = 0; i < 20_000; i++) {
            String input;
            if (i % 2 == 0) {
                StringBuilder sb = new StringBuilder(CORPUS[random.nextInt(CORPUS.length)]);
                int edits = 1 + random.nextInt(4);
                for (int k = 0; k < edits && sb.length() > 0; k++) {
                    int at = random.nextInt(sb.length());
                    switch (random.nextInt(3)) {
                        case 0 -> sb.deleteCharAt(at);
                        case 1 -> sb.insert(at, alphabet.charAt(random.nextInt(alphabet.length())));
                        default -> sb.setCharAt(at, alphabet.charAt(random.nextInt(alphabet.length())));
                    }
                }
                input = sb.toString();
            } else {
                StringBuilder sb = new StringBuilder();
                int length = random.nextInt(40);
                for (int k = 0; k < length; k++) {
                    sb.append(alphabet.charAt(random.nextInt(alphabet.length())));
                }
                input = sb.toString();
            }
            try {
                Parser.parseScript(input);
            } catch (GvdlException e) {
                failures++;
                assertTrue(e.span() != null && e.span().line() >= 1 && e.getMessage().startsWith("line "),
                        "seed " + seed + ", input " + i + ": " + input + "\n" + e.getMessage());
            } catch (RuntimeException e) {
                throw new AssertionError("seed " + seed + ", input " + i + " crashed the parser: " + input, e);
            }
        }
        assertTrue(failures > 5_000, "the fuzzer produced mostly invalid input");
    }
}
