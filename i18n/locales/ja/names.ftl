## 文中の名前（i18n.Who）：人、コンピューター、チーム、プレイヤーの並び。
## 人の名前にはここで「さん」を付けます（コンピューターには付けません）。並びではどの名前にも付きます。

who-person = { $name }さん
names-pair = { $first }と{ $second }
names-more = { $head }、{ $last }
names-comma = 、
names-team-label = { $first }・{ $second }
