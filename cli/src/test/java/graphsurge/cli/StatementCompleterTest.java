package graphsurge.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.jline.reader.Candidate;
import org.jline.reader.ParsedLine;
import org.jline.reader.Parser;
import org.junit.jupiter.api.Test;

/** The REPL's Tab completion as a unit: given the text and the cursor, which candidates. */
class StatementCompleterTest {
    private static final StatementCompleter.Names NAMES = new StatementCompleter.Names(
            List.of("rating", "rank", "weight"), List.of("age", "name"), List.of("monthly", "wcc", "weekly"),
            List.of("bfs", "pr", "sssp", "wcc"));

    /** The candidates with the cursor at the end of {@code text}. */
    private static List<String> at(String text) {
        return StatementCompleter.candidates(text, text.length(), NAMES);
    }

    @Test
    void aPredicateOffersEdgePropertiesAfterItsBracket() {
        assertEquals(List.of("rating", "rank"), at("CREATE VIEW COLLECTION c WHERE [ra"));
        assertEquals(List.of("weight"), at("CREATE VIEW COLLECTION c WHERE [rating > 2], [rank < 3 AND we"));
    }

    @Test
    void uDotAndVDotOfferVertexProperties() {
        assertEquals(List.of("u.age", "u.name"), at("CREATE VIEW COLLECTION c WHERE [rating > 1 AND u."));
        assertEquals(List.of("v.name"), at("CREATE VIEW COLLECTION c WHERE [v.n"));
    }

    @Test
    void anUnbracketedViewPredicateOffersPropertiesAndItsKeywords() {
        assertEquals(List.of("rating", "rank", "weight", "u.age", "u.name", "v.age", "v.name", "AND", "IN", "NOT", "OR",
                "TRUE", "FALSE"), at("CREATE VIEW v WHERE "));
        assertEquals(List.of("OR"), at("CREATE VIEW v WHERE weight > 1 o"));
    }

    @Test
    void showCollectionOffersCollectionNames() {
        assertEquals(List.of("wcc", "weekly"), at("SHOW COLLECTION w"));
        assertEquals(List.of("monthly", "wcc", "weekly"), at("drop collection "));
    }

    @Test
    void runComputationOffersComputationsNotModes() {
        assertEquals(List.of("bfs", "pr", "sssp", "wcc"), at("RUN COMPUTATION "));
        assertEquals(List.of("sssp"), at("RUN ADAPTIVE COMPUTATION s"));
    }

    @Test
    void onCollectionOffersCollections() {
        assertEquals(List.of("monthly", "wcc", "weekly"), at("RUN COMPUTATION bfs(root=1) ON COLLECTION "));
        assertEquals(List.of("COLLECTION", "GRAPH", "VIEW"), at("RUN COMPUTATION bfs(root=1) ON "));
    }

    @Test
    void aKeywordIsOfferedWhereOneIsExpected() {
        assertEquals(List.of("CREATE", "DESERIALIZE", "DROP", "LOAD", "RUN", "SAVE", "SERIALIZE", "SET", "SHOW"), at(""));
        assertEquals(List.of("SHOW"), at("sh"));
        assertEquals(List.of("COLLECTION", "COLLECTIONS", "COMPUTATIONS"), at("SHOW CO"));
        assertEquals(List.of("ADAPTIVE", "COMPUTATION", "DIFFERENTIAL", "SCRATCH"), at("RUN "));
        assertEquals(List.of("RESULTS"), at("RUN COMPUTATION wcc ON COLLECTION weekly SAVE "));
        assertEquals(List.of("SHOW"), at("SHOW GRAPH; sh"));
    }

    @Test
    void theNameCompletedIsTheOneBeforeTheCursor() {
        String text = "SHOW COLLECTION w; SHOW GRAPH;";
        assertEquals(List.of("wcc", "weekly"), StatementCompleter.candidates(text, text.indexOf(';'), NAMES));
    }

    @Test
    void aCandidateKeepsWhatTheLinesWordHoldsBeforeTheName() {
        String text = "CREATE VIEW COLLECTION c WHERE [ra";
        ParsedLine line = new ReplCommand.StatementParser().parse(text, text.length(), Parser.ParseContext.COMPLETE);
        List<Candidate> candidates = new ArrayList<>();
        new StatementCompleter(() -> NAMES).complete(null, line, candidates);
        assertEquals(List.of("[rating", "[rank"), candidates.stream().map(Candidate::value).toList());
        assertEquals(List.of("rating", "rank"), candidates.stream().map(Candidate::displ).toList());
    }

    @Test
    void nothingIsOfferedInsideAStringOrForAnyView() {
        assertEquals(List.of(), at("LOAD GRAPH WITH EDGES FROM 'da"));
        assertEquals(List.of(), at("RUN COMPUTATION bfs(root=1) ON VIEW "));
    }
}
