//! The learning endpoints on a real server: rules, lessons and their tries, puzzles (the set
//! loaded at start-up, the next near a rating, the daily one, tries, and never a solution
//! before a try is over), the review of a finished game with a mistake played again, and the
//! hints of a game created with them.

// A test: an unwrap that fails is the failure it reports.
#![allow(clippy::unwrap_used)]

use crate::common;

use common::{Http, start};
use quartet_store_test_kit::TempDir;
use serde_json::{Value, json};

/// Whether any string in `value` equals `text` (to look for a leaked solution).
fn mentions(value: &Value, text: &str) -> bool {
    match value {
        Value::String(s) => s == text,
        Value::Array(items) => items.iter().any(|v| mentions(v, text)),
        Value::Object(map) => map.values().any(|v| mentions(v, text)),
        _ => false,
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rules_and_lessons() {
    let dir = TempDir::new("quartet-learn").unwrap();
    let server = start(dir.path()).await;
    let http = Http::new(&server);
    let (status, rules) = http.get("/api/rules/danish").await;
    assert_eq!(status, 200, "{rules}");
    assert_eq!(rules["title"], "Danish Quarto");
    let ids: Vec<&str> = rules["sections"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["id"].as_str().unwrap())
        .collect();
    for id in ["board", "squares", "capture", "protection", "flying", "winning"] {
        assert!(ids.contains(&id), "{id}: {ids:?}");
    }
    let (status, error) = http.get("/api/rules/chess").await;
    assert_eq!((status, error["error"].as_str()), (400, Some("bad_request")));

    let (status, course) = http.get("/api/lessons/quarto").await;
    assert_eq!(status, 200);
    let first = &course["lessons"][0];
    assert_eq!(first["id"], "quarto");
    assert!(first["task"]["legal"].as_array().unwrap().len() > 1);
    // A wrong try: the reason, no answer.
    let (status, wrong) = http
        .post("/api/lessons/quarto/quarto/try", json!({"line": ["a4"]}))
        .await;
    assert_eq!(status, 200, "{wrong}");
    assert_eq!(wrong["verdict"], "wrong");
    assert_eq!(wrong["why"]["kind"], "win_at");
    assert_eq!(wrong["why"]["shared"], json!(["tall"]));
    assert_eq!(wrong["solution"], Value::Null);
    let (_, right) = http
        .post("/api/lessons/quarto/quarto/try", json!({"line": ["d1"]}))
        .await;
    assert_eq!(right["verdict"], "solved");
    assert_eq!(right["winning_lines"], json!(["a1-d1"]));
    // A lesson of several steps goes on, then is solved.
    let (_, step) = http
        .post(
            "/api/lessons/quartino/four-colours/try",
            json!({"line": ["four"]}),
        )
        .await;
    assert_eq!(step["verdict"], "continue", "{step}");
    assert!(step["legal"].as_array().unwrap().iter().any(|a| a == "G@R1"));
    let line = json!({"line": ["four", "G@R1", "P@R2", "YBGP@Q0"]});
    let (_, done) = http.post("/api/lessons/quartino/four-colours/try", line).await;
    assert_eq!(done["verdict"], "solved", "{done}");
    // Bad tries are refused with a reason.
    let (status, e) = http
        .post("/api/lessons/quarto/quarto/try", json!({"line": ["zz"]}))
        .await;
    assert_eq!((status, e["error"].as_str()), (422, Some("illegal")), "{e}");
    let (status, _) = http
        .post("/api/lessons/quarto/nope/try", json!({"line": ["d1"]}))
        .await;
    assert_eq!(status, 404);
    let (status, _) = http
        .post("/api/lessons/quarto/quarto/try", json!({"moves": ["d1"]}))
        .await;
    assert_eq!(status, 400);
    server.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn puzzles_are_served_without_their_solutions() {
    let dir = TempDir::new("quartet-learn").unwrap();
    let server = start(dir.path()).await;
    let http = Http::new(&server);
    let shipped = quartet_engine::learn::shipped().unwrap();
    assert_eq!(
        server.games().store().count_puzzles(None).await.unwrap(),
        shipped.len() as i64,
        "the shipped set is loaded at start-up"
    );
    for game in ["quarto", "danish", "quartino"] {
        let (status, puzzle) = http
            .get(&format!("/api/puzzles/next?game={game}&rating=1500"))
            .await;
        assert_eq!(status, 200, "{puzzle}");
        assert_eq!(puzzle["game"], game);
        let id = puzzle["id"].as_str().unwrap();
        let solution = &shipped.iter().find(|p| p.id == id).unwrap().solution;
        // Nothing of the solution's first move is sent (the legal actions list every action,
        // so they are left out of the search).
        let mut bare = puzzle.clone();
        bare["task"]["legal"] = json!([]);
        assert!(
            !mentions(&bare, &solution[0]),
            "{game}: the solution leaks: {bare}"
        );
        assert!(!mentions(&bare, &solution.join(" ")), "{bare}");
        // Quartino: the other hands stay hidden.
        if game == "quartino" {
            assert!(puzzle["task"]["view"].as_str().unwrap().contains('?'), "{puzzle}");
        }
        // The daily puzzle is the same all day.
        let (_, a) = http.get(&format!("/api/puzzles/daily?game={game}")).await;
        let (_, b) = http.get(&format!("/api/puzzles/daily?game={game}")).await;
        assert_eq!(a["id"], b["id"]);
        assert!(a["day"].as_str().unwrap().len() == 10);
    }
    // A puzzle solved step by step: the replies come, the solution only at the end.
    let puzzle = shipped
        .iter()
        .find(|p| p.theme.to_string() == "win-in-2")
        .unwrap();
    let mut line: Vec<String> = Vec::new();
    let mut answer = Value::Null;
    for action in &puzzle.solution {
        if line.len() > puzzle.solution.iter().position(|a| a == action).unwrap_or(0) {
            continue;
        }
        line.push(action.clone());
        let (status, a) = http
            .post(&format!("/api/puzzles/{}/try", puzzle.id), json!({"line": line}))
            .await;
        assert_eq!(status, 200, "{a}");
        if a["verdict"] == "continue" {
            assert_eq!(a["solution"], Value::Null, "no solution while it goes on");
            for r in a["replies"].as_array().unwrap() {
                line.push(r.as_str().unwrap().to_string());
            }
        }
        answer = a;
        if answer["verdict"] != "continue" {
            break;
        }
    }
    assert_eq!(answer["verdict"], "solved", "{answer}");
    assert_eq!(answer["solution"], json!(puzzle.solution));
    let (_, seen) = http.get(&format!("/api/puzzles/{}", puzzle.id)).await;
    assert_eq!(
        (seen["tries"].as_i64(), seen["solved"].as_i64()),
        (Some(1), Some(1))
    );
    // A wrong try: why, and the solution, since the try is over.
    let wrong = puzzle
        .start()
        .unwrap()
        .legal_actions()
        .into_iter()
        .map(|a| a.to_string())
        .find(|a| *a != puzzle.solution[0])
        .unwrap();
    let (_, a) = http
        .post(
            &format!("/api/puzzles/{}/try", puzzle.id),
            json!({"line": [wrong]}),
        )
        .await;
    assert_eq!(a["verdict"], "wrong", "{a}");
    assert!(a["why"]["kind"].is_string());
    assert_eq!(a["solution"], json!(puzzle.solution));
    // Bad requests.
    for path in [
        "/api/puzzles/next",
        "/api/puzzles/next?game=go",
        "/api/puzzles/next?game=quarto&rating=-5",
        "/api/puzzles/next?game=quarto&theme=checkmate",
        "/api/puzzles/next?game=quarto&colour=red",
    ] {
        let (status, e) = http.get(path).await;
        assert_eq!(status, 400, "{path}: {e}");
    }
    let (status, _) = http.get("/api/puzzles/nope").await;
    assert_eq!(status, 404);
    // A theme asked for.
    let (_, p) = http
        .get("/api/puzzles/next?game=danish&theme=capture-in-2&seen=a,b")
        .await;
    assert_eq!(p["theme"], "capture-in-2");
    server.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finished_game_is_reviewed_and_its_mistake_played_again() {
    let dir = TempDir::new("quartet-learn").unwrap();
    let server = start(dir.path()).await;
    let http = Http::new(&server);
    // Player 2 can win in 3 (c3 then 2) but gives b, which wins on d1 for player 1.
    let created = http
        .create(json!({"game": "quarto", "start": "10.d/53.8/.c.a/.fe. 7", "seats": ["me", "me"]}))
        .await;
    let id = created["id"].as_str().unwrap();
    let token = created["tokens"][0]["token"].as_str().unwrap();
    let tokens = format!("{token},{}", created["tokens"][1]["token"].as_str().unwrap());
    let (status, e) = http.get(&format!("/api/games/{id}/review")).await;
    assert_eq!((status, e["error"].as_str()), (409, Some("not_over")), "{e}");
    for action in ["c3", "b", "d1"] {
        let (status, v) = http
            .post_as(
                &format!("/api/games/{id}/actions"),
                &tokens,
                json!({"action": action}),
            )
            .await;
        assert_eq!(status, 200, "{action}: {v}");
    }
    let (status, review) = http.get(&format!("/api/games/{id}/review")).await;
    assert_eq!(status, 200, "{review}");
    assert_eq!(review["engine"], "the exact solver");
    assert_eq!(review["judge"], json!({"kind": "exact_solver"}));
    let steps = review["steps"].as_array().unwrap();
    assert_eq!(steps.len(), 3);
    assert_eq!(steps[0]["before"]["result"], "win");
    assert_eq!(steps[0]["before"]["distance"], 3);
    assert_eq!(steps[1]["severity"], "blunder");
    assert_eq!(steps[1]["why"]["kind"], "gift_wins");
    assert_eq!(steps[1]["best"], json!(["2"]));
    // The mistake's position comes with it, to be played again; no other step has one.
    assert_eq!(steps[1]["task"]["seat"], 1);
    assert!(
        steps[1]["task"]["legal"]
            .as_array()
            .unwrap()
            .iter()
            .any(|a| a == "2")
    );
    assert_eq!(steps[0]["task"], Value::Null);
    // The mistake played again: 2 is right, b is wrong.
    let (_, right) = http
        .post(&format!("/api/games/{id}/review/1/try"), json!({"line": ["2"]}))
        .await;
    assert_eq!(right["verdict"], "solved", "{right}");
    let (_, wrong) = http
        .post(&format!("/api/games/{id}/review/1/try"), json!({"line": ["b"]}))
        .await;
    assert_eq!(wrong["verdict"], "wrong");
    let (status, _) = http
        .post(&format!("/api/games/{id}/review/0/try"), json!({"line": ["2"]}))
        .await;
    assert_eq!(status, 404, "c3 was no mistake");
    server.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn hints_for_beginners_come_only_with_the_option() {
    let dir = TempDir::new("quartet-learn").unwrap();
    let server = start(dir.path()).await;
    let http = Http::new(&server);
    let position = "..../..../.5../13d. *";
    for hints in [false, true] {
        let created = http
            .create(json!({"game": "quarto", "start": position, "seats": ["me", "me"], "hints": hints}))
            .await;
        let state = &created["state"];
        assert_eq!(state["hints_on"], hints);
        if hints {
            assert_eq!(
                state["hints"]["deadly_gifts"],
                json!(["7", "9", "b", "f"]),
                "{state}"
            );
        } else {
            assert_eq!(state["hints"], Value::Null);
        }
    }
    // Danish: the pieces under threat.
    let created = http
        .create(json!({"game": "danish", "start": "a7,i7,c9/c3,d2,e3 w 9 9", "seats": ["me", "me"], "hints": true}))
        .await;
    assert_eq!(
        created["state"]["hints"]["threatened"].as_array().unwrap().len(),
        3
    );
    server.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rules_and_lessons_in_the_language_asked_for() {
    let dir = TempDir::new("quartet-learn-lang").unwrap();
    let server = start(dir.path()).await;
    let client = reqwest::Client::new();
    let get = |path: &str, accept: Option<&str>| {
        let mut request = client.get(format!("http://{}{path}", server.addr()));
        if let Some(accept) = accept {
            request = request.header("accept-language", accept);
        }
        async move {
            let response = request.send().await.unwrap();
            let status = response.status().as_u16();
            let language = response
                .headers()
                .get("content-language")
                .map(|v| v.to_str().unwrap().to_string());
            let body: Value = serde_json::from_str(&response.text().await.unwrap()).unwrap();
            (status, language, body)
        }
    };
    let ids = |view: &Value, key: &str| -> Vec<String> {
        view[key]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| s["id"].as_str().unwrap().to_string())
            .collect()
    };
    let (_, language, english) = get("/api/rules/quartino", None).await;
    assert_eq!(language.as_deref(), Some("en"));
    // ?lang= first; the sections are the same, only their words change.
    let (status, language, czech) = get("/api/rules/quartino?lang=cs", Some("it")).await;
    assert_eq!((status, language.as_deref()), (200, Some("cs")));
    assert_eq!(czech["title"], "Quartino");
    assert_eq!(ids(&czech, "sections"), ids(&english, "sections"));
    let text = czech.to_string();
    assert!(text.contains("žeton") && text.contains("sloupec"), "{text}");
    // Else Accept-Language: its first language spoken here, by quality.
    let (_, language, italian) = get("/api/rules/danish", Some("de-DE, it;q=0.8, en;q=0.5")).await;
    assert_eq!(language.as_deref(), Some("it"));
    assert_eq!(italian["title"], "Quarto danese");
    let (_, language, _) = get("/api/rules/danish", Some("de, ja")).await;
    assert_eq!(language.as_deref(), Some("en"));
    // A language not spoken, asked for by name, is refused and named.
    let (status, _, error) = get("/api/rules/quarto?lang=de", None).await;
    assert_eq!((status, error["error"].as_str()), (400, Some("bad_request")));
    assert!(error["message"].as_str().unwrap().contains("\"de\""), "{error}");
    let (status, _, _) = get("/api/rules/quarto?lang=fr&x=1", None).await;
    assert_eq!(status, 400);
    // The lessons: same lessons and tasks, the words in the language.
    let (_, _, english) = get("/api/lessons/quarto", None).await;
    let (status, language, french) = get("/api/lessons/quarto?lang=fr", None).await;
    assert_eq!((status, language.as_deref()), (200, Some("fr")));
    assert_eq!(ids(&french, "lessons"), ids(&english, "lessons"));
    assert_eq!(french["lessons"][0]["task"], english["lessons"][0]["task"]);
    assert_eq!(
        french["lessons"][0]["instruction"],
        "Placez la pièce 9 là où elle fait un quarto."
    );
    // A try is judged the same whatever the language the lesson was read in.
    let http = Http::new(&server);
    let (_, answer) = http
        .post("/api/lessons/quarto/quarto/try?lang=fr", json!({"line": ["d1"]}))
        .await;
    assert_eq!(answer["verdict"], "solved", "{answer}");
}
