## 文中の名前（i18n.Who）：人、コンピューター、チーム、プレイヤーの並び。
## 人の名前にはここで「さん」を付けます（コンピューターには付けません）。並びではどの名前にも付きます。

who-person = { $name }さん
names-pair = { $first }と{ $second }
names-more = { $head }、{ $last }
names-comma = 、
names-team-label = { $first } & { $second }

## 「名前：点数」の行：ラベルとしての名前（さんを付けない）とその数字。

rating-change = { $who_name }：{ $before } → **{ $after }**（{ $sign ->
    [minus] −
   *[plus] +
  }{ $change }）
score-of = { $who_name }：**{ $score }**
hand-of = { $who_name }：{ $cards }
name-and-score = { $who_name } { $score }
name-and-number = { $who_name }（{ $number }）
names-dot = ・
name-gain = { $who_name } { $sign ->
    [minus] −
   *[plus] +
  }{ $gained } → { $total }
name-and-card = { $who_name }：{ $card }
