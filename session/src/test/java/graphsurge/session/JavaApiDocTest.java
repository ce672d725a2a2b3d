package graphsurge.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every Java example of docs/java-api.md compiles as the page prints it, against the API's
 * modules. A block that declares a public class is a source file of its own; any other block is
 * its imports, then statements (and local classes), which compile as a method's body.
 */
class JavaApiDocTest {
    private static final Pattern BLOCK = Pattern.compile("```java\\n(.*?)```", Pattern.DOTALL);
    private static final Pattern PUBLIC_CLASS = Pattern.compile("(?m)^public (?:final )?class (\\w+)");
    private static final Pattern PACKAGE = Pattern.compile("(?m)^package ([\\w.]+);");

    @TempDir
    Path dir;

    @Test
    void everyJavaExampleOfTheJavaApiPageCompiles() throws IOException {
        Path page = Path.of("").toAbsolutePath().getParent().resolve("docs/java-api.md");
        Matcher m = BLOCK.matcher(Files.readString(page));
        List<String> files = new ArrayList<>();
        while (m.find()) {
            files.add(sourceFile(m.group(1), files.size() + 1).toString());
        }
        assertTrue(files.size() >= 5, "docs/java-api.md has its examples: " + files.size());
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        assertNotNull(javac, "the tests need a JDK");
        StringWriter messages = new StringWriter();
        List<String> args = new ArrayList<>(List.of("-classpath", System.getProperty("java.class.path"),
                "-d", Files.createDirectories(dir.resolve("classes")).toString(), "-Xlint:none"));
        args.addAll(files);
        int status = javac.run(null, null, new java.io.OutputStream() {
            @Override
            public void write(int b) {
                messages.write(b);
            }
        }, args.toArray(String[]::new));
        assertEquals(0, status, messages.toString());
    }

    /** Writes example {@code n} ({@code code}) as a source file that compiles as the page means it. */
    private Path sourceFile(String code, int n) throws IOException {
        Matcher publicClass = PUBLIC_CLASS.matcher(code);
        if (publicClass.find()) {
            Matcher pkg = PACKAGE.matcher(code);
            Path folder = pkg.find() ? dir.resolve(pkg.group(1).replace('.', '/')) : dir;
            return Files.writeString(Files.createDirectories(folder).resolve(publicClass.group(1) + ".java"), code);
        }
        StringBuilder imports = new StringBuilder();
        StringBuilder body = new StringBuilder();
        for (String line : code.split("\n", -1)) {
            (line.startsWith("import ") ? imports : body).append(line).append('\n');
        }
        String source = imports + "\nclass Example" + n + " {\n    static void example() throws Exception {\n" + body
                + "    }\n}\n";
        return Files.writeString(dir.resolve("Example" + n + ".java"), source);
    }
}
